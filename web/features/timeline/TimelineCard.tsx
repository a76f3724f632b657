import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { LikeButton_updatable$key } from '../../__generated__/LikeButton_updatable.graphql.ts';
import type { TimelineCard_item$key } from '../../__generated__/TimelineCard_item.graphql';
import { Card, Icon } from '../../ui/index.ts';
import { entityHref } from '../entities/entity-types.ts';
import { isPopupPath, type PopupState } from '../shell/navigation.ts';
import { ellipsis } from './ellipsis.ts';
import { TIMELINE_SUMMARY_MAX } from '@domain/paging.ts';
import { describeRelativeTime, formatRelativeTime } from './relative-time.ts';
import { TimelineCardAnswers } from './TimelineCardAnswers.tsx';
import { TimelineCardFooter, TimelineCardMenu } from './TimelineCardActions.tsx';
import { PrivacyMenu } from './TimelineCardPrivacy.tsx';
import { privacyLevel } from '@domain/privacy.ts';
import { categoryMessage, itemHref, privacyMessages } from '../home/timeline-item.ts';
import './TimelineCard.css';
import { useViewer } from '../session/ViewerProvider.tsx';

export interface TimelineCardProps {
  /** the card's fragment and the like button's updatable one, both spread in the list's `node { }` */
  item: TimelineCard_item$key & LikeButton_updatable$key;
  now: Date;
}

export function TimelineCard({ item: itemKey, now }: TimelineCardProps) {
  const intl = useIntl();
  const item = useFragment<TimelineCard_item$key>(
    graphql`
      fragment TimelineCard_item on TimelineItem {
        id
        time
        category
        title
        titleToken
        summary
        thumbnailImageUrl
        url
        privacy
        ownedByViewer
        viewerCan {
          setPrivacy
          remove
          share
          like
          comment
        }
        ...LikeButton_likeable
        commentCount
        shareCount
        owner {
          recId
          type
          displayName
          profileImageUrl
        }
        ...usePostEditRoute_item
        ...TimelineCardAnswers_item
      }
    `,
    itemKey,
  );
  const can = item.viewerCan;
  // Others' items carry a share button; whether it opens the targets is the server's `share`.
  const shareButton = !item.ownedByViewer;
  const { isGuest } = useViewer();
  const canReport = !item.ownedByViewer && !isGuest;
  const privacy = privacyLevel(item.privacy);
  const privacyLabel = intl.formatMessage(privacyMessages[privacy]);
  const time = new Date(item.time);
  const hasFooter = can.like || can.comment || shareButton || item.shareCount > 0;
  const linkState = usePopupLinkState();
  const href = itemHref(item.url);
  const ownerHref = entityHref(item.owner.recId, item.owner.type);
  const content = (
    <>
      <div className="home-card__text">
        <h3 className="home-card__title">{itemTitle(intl, item.title, item.titleToken)}</h3>
        {item.summary && <p className="home-card__summary">{ellipsis(item.summary, TIMELINE_SUMMARY_MAX)}</p>}
      </div>
      {item.thumbnailImageUrl && <img className="home-card__thumb" src={item.thumbnailImageUrl} alt="" width={72} height={72} loading="lazy" decoding="async" />}
    </>
  );

  return (
    <Card
      header={
        <>
          <Link to={ownerHref} className="home-card__avatar-link" tabIndex={-1} aria-hidden="true">
            <Avatar name={item.owner.displayName} imageUrl={item.owner.profileImageUrl} />
          </Link>
          <div className="home-card__byline">
            <Link to={ownerHref} className="home-card__owner" data-testid="timeline-card-owner">
              {item.owner.displayName}
            </Link>
            <span className="home-card__meta">
              <span>{intl.formatMessage(categoryMessage(item.category))}</span>
              <time dateTime={time.toISOString()}>{formatRelativeTime(intl, describeRelativeTime(time, now))}</time>
            </span>
          </div>
          {can.setPrivacy ? (
            <PrivacyMenu itemId={item.id} privacy={item.privacy} />
          ) : (
            <span className="home-card__privacy" role="img" aria-label={privacyLabel} title={privacyLabel}>
              <Icon name={privacy === 'anybody' ? 'lockOpen' : 'lock'} size={18} />
            </span>
          )}
          {(can.remove || canReport) && <TimelineCardMenu itemId={item.id} editItem={item} canEdit={can.remove} canReport={canReport} />}
        </>
      }
      footer={hasFooter && <TimelineCardFooter can={can} shareButton={shareButton} item={item} likeUpdatable={itemKey} />}
    >
      {href ? (
        <Link to={href} state={linkState(href)} className="home-card__content home-card__content--link" data-testid="timeline-card-link">
          {content}
        </Link>
      ) : (
        <div className="home-card__content">{content}</div>
      )}
      <TimelineCardAnswers item={item} now={now} />
    </Card>
  );
}

/** Popup routes (a record's view) open over the page the card is on. */
function usePopupLinkState() {
  const location = useLocation();
  const background = (location.state as PopupState | null)?.background ?? location;
  return (href: string): PopupState | undefined => (isPopupPath(href) ? { background } : undefined);
}

/** The translated title token when the catalogue knows it, else the stored title. */
function itemTitle(intl: IntlShape, title: string, titleToken: string | null | undefined): string {
  if (!titleToken || !(titleToken in intl.messages)) return title;
  // A variable descriptor: the token comes from the server, so message extraction must skip it.
  const descriptor: MessageDescriptor = { id: titleToken };
  return intl.formatMessage(descriptor);
}

function Avatar({ name, imageUrl }: { name: string; imageUrl: string | null | undefined }) {
  if (imageUrl) return <img className="home-avatar" src={imageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />;
  return (
    <span className="home-avatar" aria-hidden="true">
      {Array.from(name.trim())[0]?.toLocaleUpperCase() ?? ''}
    </span>
  );
}
