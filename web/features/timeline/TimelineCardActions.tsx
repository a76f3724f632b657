import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { LikeButton_likeable$key } from '../../__generated__/LikeButton_likeable.graphql.ts';
import type { LikeButton_updatable$key } from '../../__generated__/LikeButton_updatable.graphql.ts';
import type { TimelineCardActionsRemoveMutation } from '../../__generated__/TimelineCardActionsRemoveMutation.graphql.ts';
import type { usePostEditRoute_item$key } from '../../__generated__/usePostEditRoute_item.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { CommentSheet } from '../comments/CommentSheet.tsx';
import { usePostEditRoute } from '../posts/usePostEditRoute.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { SharePopover } from '../share/SharePopover.tsx';
import { itemUrl } from '../share/share-targets.ts';
import { Icon, IconButton, type IconName, Popover, useConfirm, useToast } from '../../ui/index.ts';
import { homeMessages } from './messages.ts';
import { LikeButton } from '../likes/LikeButton.tsx';

/** Items whose kind has no edit screen yet answer "edit" with a toast. */
function useComingSoon(): () => void {
  const intl = useIntl();
  const toast = useToast();
  return () => toast(intl.formatMessage(homeMessages.comingSoon));
}

const removeMutation = graphql`
  mutation TimelineCardActionsRemoveMutation($input: RemoveTimelineItemInput!, $connections: [ID!]!) {
    removeTimelineItem(input: $input) {
      __typename
      ... on RemoveTimelineItemPayload {
        removedId @deleteEdge(connections: $connections)
      }
    }
  }
`;

/** The home timeline's two lists (everybody's and the followed), from which a removed item's card disappears. */
const HOME_TIMELINES = [false, true].map((following) => ConnectionHandler.getConnectionID(ROOT_ID, 'HomeTimeline_timeline', { following }));

const TimelineReportSheet = lazy(() => import('./TimelineReportSheet.tsx'));

export interface TimelineCardMenuProps {
  /** the timeline item's global id */
  itemId: string;
  /** the item, for the edit screen of its post (posts/edit-route.ts) */
  editItem: usePostEditRoute_item$key;
  /** the owner's (and keepers') edit and remove entries */
  canEdit: boolean;
  /** the report entry: for signed-in viewers on others' items */
  canReport: boolean;
}

/** The card's more-menu: edit and remove (after a confirmation) for whom may, report to the moderators for the others. */
export function TimelineCardMenu({ itemId, editItem, canEdit, canReport }: TimelineCardMenuProps) {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const comingSoon = useComingSoon();
  const navigate = useNavigate();
  const editTo = usePostEditRoute(editItem);
  const [commitRemove] = useMutation<TimelineCardActionsRemoveMutation>(removeMutation);
  const label = intl.formatMessage(homeMessages.moreActions);
  const [reporting, setReporting] = useState(false);

  const remove = async () => {
    const confirmed = await confirm({
      message: formatToken(intl, 'CONFIRM_REMOVE_ITEM'),
      confirmLabel: intl.formatMessage(homeMessages.delete),
      destructive: true,
    });
    if (!confirmed) return;
    const failed = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    commitRemove({
      variables: { input: { itemId }, connections: HOME_TIMELINES },
      onCompleted: ({ removeTimelineItem }) => {
        if (removeTimelineItem.__typename !== 'RemoveTimelineItemPayload') failed();
      },
      onError: failed,
    });
  };
  const entries = [
    ...(canEdit
      ? [
          { key: 'edit', label: intl.formatMessage(homeMessages.edit), onPress: editTo ? () => void navigate(editTo) : comingSoon },
          { key: 'delete', label: intl.formatMessage(homeMessages.delete), onPress: () => void remove() },
        ]
      : []),
    ...(canReport ? [{ key: 'report', label: intl.formatMessage(homeMessages.report), onPress: () => setReporting(true) }] : []),
  ];

  return (
    <>
      <Popover trigger={<IconButton icon="more" label={label} />} label={label}>
        {(close) => (
          <ul className="home-menu">
            {entries.map((entry) => (
              <li key={entry.key}>
                <Button
                  className="home-menu__item"
                  onPress={() => {
                    close();
                    entry.onPress();
                  }}
                >
                  {entry.label}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Popover>
      {reporting && (
        <Suspense fallback={null}>
          <TimelineReportSheet itemId={itemId} isOpen onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </>
  );
}

export interface TimelineCardFooterProps {
  /** what the server lets the viewer do with the item (`ItemViewerCan`) */
  can: { like: boolean; comment: boolean; share: boolean };
  /** whether the card offers a share button at all */
  shareButton: boolean;
  item: LikeButton_likeable$key & {
    id: string;
    title: string;
    url?: string | null | undefined;
    thumbnailImageUrl?: string | null | undefined;
    commentCount: number;
    shareCount: number;
  };
  likeUpdatable: LikeButton_updatable$key;
}

/** Like, comment and share buttons with their counts, as far as `can` allows them. */
export function TimelineCardFooter({ can, shareButton, item, likeUpdatable }: TimelineCardFooterProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isGuest } = useViewer();
  const [commentsOpen, setCommentsOpen] = useState(false);
  // Commenting needs an account: a guest is offered the login screen.
  const comment = isGuest ? () => void navigate('/?force_login=1') : () => setCommentsOpen(true);
  const origin = window.location.origin;
  const shared = {
    url: itemUrl(item.url, origin),
    title: item.title,
    imageUrl: item.thumbnailImageUrl ? itemUrl(item.thumbnailImageUrl, origin) : null,
  };

  return (
    <div className="home-actions">
      {can.like && <LikeButton likeable={item} updatable={likeUpdatable} />}
      {can.comment && (
        <CountButton icon="comment" count={item.commentCount} label={intl.formatMessage(homeMessages.comment, { count: item.commentCount })} onPress={comment} />
      )}
      {can.comment && commentsOpen && <CommentSheet itemId={item.id} isOpen onClose={() => setCommentsOpen(false)} />}
      {shareButton ? (
        <SharePopover
          shared={shared}
          canShare={can.share}
          trigger={<CountButton icon="share" count={item.shareCount} label={intl.formatMessage(homeMessages.share, { count: item.shareCount })} />}
        />
      ) : (
        item.shareCount > 0 && (
          <span className="home-action home-action--static">
            <Icon name="share" />
            <span aria-hidden="true">{intl.formatNumber(item.shareCount)}</span>
            <span className="ui-visually-hidden">{intl.formatMessage(homeMessages.shareCount, { count: item.shareCount })}</span>
          </span>
        )
      )}
    </div>
  );
}

interface CountButtonProps {
  icon: IconName;
  count: number;
  /** Accessible name; includes the count. */
  label: string;
  /** absent when a DialogTrigger around the button handles the press */
  onPress?: () => void;
}

function CountButton({ icon, count, label, onPress }: CountButtonProps) {
  const intl = useIntl();
  return (
    <Button className="home-action" aria-label={label} onPress={onPress}>
      <Icon name={icon} />
      {count > 0 && <span aria-hidden="true">{intl.formatNumber(count)}</span>}
    </Button>
  );
}
