import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { TimelineCardActionsRemoveMutation } from '../../__generated__/TimelineCardActionsRemoveMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { Icon, IconButton, type IconName, Popover, useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { homeMessages } from './messages.ts';
import { canShare, type TimelineActions } from './timeline-item.ts';
import { LikeButton } from './TimelineCardLike.tsx';

/** Edit, report, comment and share get their screens later; until then a toast. */
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

/** The home timeline's connection, from which a removed item's card disappears. */
const HOME_TIMELINE = ConnectionHandler.getConnectionID(ROOT_ID, 'HomeTimeline_timeline');

export interface TimelineCardMenuProps {
  /** the timeline item's global id */
  itemId: string;
}

/** The owner's more-menu: edit, remove (after a confirmation) and report. */
export function TimelineCardMenu({ itemId }: TimelineCardMenuProps) {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const comingSoon = useComingSoon();
  const [commitRemove] = useMutation<TimelineCardActionsRemoveMutation>(removeMutation);
  const label = intl.formatMessage(homeMessages.moreActions);

  const remove = async () => {
    const confirmed = await confirm({
      message: formatToken(intl, 'CONFIRM_REMOVE_ITEM'),
      confirmLabel: intl.formatMessage(homeMessages.delete),
      destructive: true,
    });
    if (!confirmed) return;
    const failed = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    commitRemove({
      variables: { input: { itemId }, connections: [HOME_TIMELINE] },
      onCompleted: ({ removeTimelineItem }) => {
        if (removeTimelineItem.__typename !== 'RemoveTimelineItemPayload') failed();
      },
      onError: failed,
    });
  };
  const entries = [
    { key: 'edit', label: intl.formatMessage(homeMessages.edit), onPress: comingSoon },
    { key: 'delete', label: intl.formatMessage(homeMessages.delete), onPress: () => void remove() },
    { key: 'report', label: intl.formatMessage(homeMessages.report), onPress: comingSoon },
  ];

  return (
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
  );
}

export interface TimelineCardFooterProps {
  actions: TimelineActions;
  item: { id: string; likedByViewer: boolean; evaluationCount: number; commentCount: number; shareCount: number };
  privacy: number;
}

/** Like, comment and share buttons with their counts, as far as `actions` allows them. */
export function TimelineCardFooter({ actions, item, privacy }: TimelineCardFooterProps) {
  const intl = useIntl();
  const alert = useAlert();
  const comingSoon = useComingSoon();
  const navigate = useNavigate();
  const { isGuest } = useViewer();
  // Commenting needs an account: a guest is offered the login screen.
  const comment = isGuest ? () => navigate('/?force_login=1') : comingSoon;

  const share = () => {
    if (canShare(privacy)) comingSoon();
    else void alert({ message: intl.formatMessage(homeMessages.shareNotPublic) });
  };

  return (
    <div className="home-actions">
      {actions.like && <LikeButton itemId={item.id} liked={item.likedByViewer} count={item.evaluationCount} />}
      {actions.comment && (
        <CountButton
          icon="comment"
          count={item.commentCount}
          label={intl.formatMessage(homeMessages.comment, { count: item.commentCount })}
          onPress={comment}
        />
      )}
      {actions.share ? (
        <CountButton
          icon="share"
          count={item.shareCount}
          label={intl.formatMessage(homeMessages.share, { count: item.shareCount })}
          onPress={share}
        />
      ) : (
        item.shareCount > 0 && (
          <span className="home-action home-action--static">
            <Icon name="share" />
            <span aria-hidden="true">{intl.formatNumber(item.shareCount)}</span>
            <span className="ui-visually-hidden">
              {intl.formatMessage(homeMessages.shareCount, { count: item.shareCount })}
            </span>
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
  onPress: () => void;
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
