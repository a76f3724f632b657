import { useId } from 'react';
import { ToggleButton } from 'react-aria-components';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { TimelineCardLikeMutation } from '../../__generated__/TimelineCardLikeMutation.graphql.ts';
import type { TimelineCardLikeUnlikeMutation } from '../../__generated__/TimelineCardLikeUnlikeMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { Icon, useToast } from '../../ui/index.ts';
import { commentMessages } from '../comments/messages.ts';
import { useLikersLongPress } from '../comments/useLikersLongPress.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { homeMessages } from '../timeline/messages.ts';
import '../comments/long-press.css';

// What a like or an unlike changes; Relay writes it into the store for every copy of the item.
// Declared for the compiler only (the mutations spread it), so it is not assigned.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions
graphql`
  fragment TimelineCardLike_change on LikePayload {
    node {
      ... on TimelineItem {
        evaluationCount
        likedByViewer
      }
      ... on Comment {
        evaluationCount
        likedByViewer
      }
    }
  }
`;

const likeMutation = graphql`
  mutation TimelineCardLikeMutation($input: LikeInput!) {
    like(input: $input) {
      __typename
      ...TimelineCardLike_change
    }
  }
`;

const unlikeMutation = graphql`
  mutation TimelineCardLikeUnlikeMutation($input: LikeInput!) {
    unlike(input: $input) {
      __typename
      ...TimelineCardLike_change
    }
  }
`;

export interface LikeButtonProps {
  /** the global id of the liked object: a timeline item or a comment */
  itemId: string;
  liked: boolean;
  count: number;
  /** Accessible name with a {count} argument; the timeline item's by default. */
  label?: MessageDescriptor;
  /** Extra class of the button, e.g. the smaller comment action. */
  className?: string;
}

/**
 * Likes or unlikes at once (social-core §4): the count and the heart change in the store before the
 * server answers; Relay drops that optimistic change when the answer arrives, so a refusal or a
 * network error leaves the item as the server has it. A long press (or the context menu) opens the
 * list of who liked it instead.
 */
export function LikeButton({ itemId, liked, count, label = homeMessages.like, className }: LikeButtonProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { isGuest } = useViewer();
  const hintId = useId();
  const longPress = useLikersLongPress(itemId);
  const [commitLike, liking] = useMutation<TimelineCardLikeMutation>(likeMutation);
  const [commitUnlike, unliking] = useMutation<TimelineCardLikeUnlikeMutation>(unlikeMutation);

  const toggle = () => {
    // The press that opened the likers list does not like as well.
    if (longPress.consumeTap()) return;
    // Liking needs an account: a guest is offered the login screen.
    if (isGuest) return void navigate('/?force_login=1');
    if (liking || unliking) return;
    const next = !liked;
    const failed = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    const finish = (typename: string) =>
      typename === 'LikePayload' ? toast(formatToken(intl, next ? 'ITEM_LIKED' : 'ITEM_UNLIKED'), { kind: 'success' }) : failed();
    const request = {
      variables: { input: { objectId: itemId } },
      optimisticUpdater: (store: RecordSourceSelectorProxy) => {
        const item = store.get(itemId);
        item?.setValue(next, 'likedByViewer');
        item?.setValue(Math.max(0, count + (next ? 1 : -1)), 'evaluationCount');
      },
      onError: failed,
    };
    if (next) commitLike({ ...request, onCompleted: ({ like }) => finish(like.__typename) });
    else commitUnlike({ ...request, onCompleted: ({ unlike }) => finish(unlike.__typename) });
  };

  return (
    <span className="like-press" {...longPress.pressProps}>
      <ToggleButton
        className={className ? `home-action ${className}` : 'home-action'}
        aria-label={intl.formatMessage(label, { count })}
        aria-describedby={hintId}
        isSelected={liked}
        onChange={toggle}
      >
        <Icon name={liked ? 'heartFilled' : 'heart'} />
        {count > 0 && <span aria-hidden="true">{intl.formatNumber(count)}</span>}
      </ToggleButton>
      <span id={hintId} hidden>
        {intl.formatMessage(commentMessages.likersHint)}
      </span>
    </span>
  );
}
