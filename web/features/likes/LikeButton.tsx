import { useId } from 'react';
import { ToggleButton } from 'react-aria-components';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { LikeButton_likeable$key } from '../../__generated__/LikeButton_likeable.graphql.ts';
import type { LikeButton_updatable$key } from '../../__generated__/LikeButton_updatable.graphql.ts';
import type { LikeButtonLikeMutation } from '../../__generated__/LikeButtonLikeMutation.graphql.ts';
import type { LikeButtonUnlikeMutation } from '../../__generated__/LikeButtonUnlikeMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { Icon, useToast } from '../../ui/index.ts';
import { commentMessages } from '../comments/messages.ts';
import { useLikersLongPress } from '../comments/useLikersLongPress.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { homeMessages } from '../timeline/messages.ts';
import '../comments/long-press.css';

const likeableFragment = graphql`
  fragment LikeButton_likeable on Likeable {
    id
    evaluationCount
    likedByViewer
  }
`;

/**
 * What the optimistic like writes. An updatable fragment cannot be spread at the top of a fragment,
 * so each list spreads it in the field that holds the object (`node { }`, `item { }`) and hands it in.
 */
const updatableFragment = graphql`
  fragment LikeButton_updatable on Likeable @updatable {
    likedByViewer
    evaluationCount
  }
`;

// What a like or an unlike answers; Relay writes it over every copy of the object in the store.
const likeMutation = graphql`
  mutation LikeButtonLikeMutation($input: LikeInput!) {
    like(input: $input) {
      __typename
      ... on LikePayload {
        node {
          ... on Likeable {
            evaluationCount
            likedByViewer
          }
        }
      }
    }
  }
`;

const unlikeMutation = graphql`
  mutation LikeButtonUnlikeMutation($input: LikeInput!) {
    unlike(input: $input) {
      __typename
      ... on LikePayload {
        node {
          ... on Likeable {
            evaluationCount
            likedByViewer
          }
        }
      }
    }
  }
`;

export interface LikeButtonProps {
  /** a timeline item or a comment */
  likeable: LikeButton_likeable$key;
  /** the same object's `...LikeButton_updatable`, spread by the list or page that selects it */
  updatable: LikeButton_updatable$key;
  /** Accessible name with a {count} argument; the timeline item's by default. */
  label?: MessageDescriptor;
  /** Extra class of the button, e.g. the smaller comment action. */
  className?: string;
}

/**
 * Likes or unlikes at once (social-core §4): the count and the heart change in the store before the
 * server answers; Relay drops that optimistic change when the answer arrives, so a refusal or a
 * network error leaves the object as the server has it. A long press (or the context menu) opens
 * the list of who liked it instead.
 */
export function LikeButton({ likeable, updatable, label = homeMessages.like, className }: LikeButtonProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { isGuest } = useViewer();
  const hintId = useId();
  const data = useFragment(likeableFragment, likeable);
  const { id, likedByViewer: liked, evaluationCount: count } = data;
  const longPress = useLikersLongPress(id);
  const [commitLike, liking] = useMutation<LikeButtonLikeMutation>(likeMutation);
  const [commitUnlike, unliking] = useMutation<LikeButtonUnlikeMutation>(unlikeMutation);

  const toggle = () => {
    // The press that opened the likers list does not like as well.
    if (longPress.consumeTap()) return;
    // Liking needs an account: a guest is offered the login screen.
    if (isGuest) return void navigate('/?force_login=1');
    if (liking || unliking) return;
    const next = !liked;
    const failed = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    const finish = (typename: string) => (typename === 'LikePayload' ? toast(formatToken(intl, next ? 'ITEM_LIKED' : 'ITEM_UNLIKED'), { kind: 'success' }) : failed());
    const request = {
      variables: { input: { objectId: id } },
      optimisticUpdater: (store: RecordSourceSelectorProxy) => {
        const { updatableData } = store.readUpdatableFragment(updatableFragment, updatable);
        updatableData.likedByViewer = next;
        updatableData.evaluationCount = Math.max(0, count + (next ? 1 : -1));
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
