import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql.ts';
import type { LikeButton_updatable$key } from '../../__generated__/LikeButton_updatable.graphql.ts';
import { Spinner } from '../../ui/index.ts';
import { describeRelativeTime, formatRelativeTime } from '../timeline/relative-time.ts';
import { LikeButton } from '../likes/LikeButton.tsx';
import { useViewer } from '../session/ViewerProvider.tsx';
import type { ReplyTarget } from './CommentComposer.tsx';
import { CommentEditForm } from './CommentEditForm.tsx';
import { CommentMenu } from './CommentMenu.tsx';
import { commentMessages } from './messages.ts';
import { useDeleteComment } from './useDeleteComment.ts';

const CommentReportSheet = lazy(() => import('./CommentReportSheet.tsx'));

/** Where a comment sits: its object, its list and, for a reply, the sub-thread's top comment. */
export interface ThreadPlace {
  objectId: string;
  /** the connection that lists the comment */
  connectionId: string;
  /** the sub-thread's top comment; null for a top-level comment */
  subThread: { id: string; recId: number } | null;
  /** the viewer moderates the object's comments (TimelineItem.viewerModeratesComments): may delete others' too */
  moderates: boolean;
}

/** A comment's author, as the list selects it (see `COMMENT_AUTHOR` in the lists). */
export interface CommentAuthor {
  /** the person entity's numeric id, for /people/{id} */
  recId: number;
  displayName: string;
  profileImageUrl?: string | null | undefined;
}

/** What a top comment hands its replies view (CommentSubThread). */
export interface RepliesProps {
  objectId: string;
  /** the viewer moderates the object's comments */
  moderates: boolean;
  /** the top comment whose sub-thread this is, and its author */
  top: { id: string; recId: number; author: CommentAuthor };
  /** whom the form answers: the top comment or one of the replies; null keeps the form closed */
  replyTarget: ReplyTarget | null;
  onReplyTarget: (target: ReplyTarget | null) => void;
  now: Date;
}

export interface CommentItemProps {
  /** the comment's global id; the list selects it, so a page of 1000 does not ask for it twice */
  id: string;
  /** the comment's fragment and the like button's updatable one, both spread by the list */
  comment: CommentItem_comment$key & LikeButton_updatable$key;
  author: CommentAuthor;
  /** In a sub-thread: the authors of its comments by global id, to name the one a reply answers. */
  threadAuthors?: ReadonlyMap<string, CommentAuthor>;
  place: ThreadPlace;
  now: Date;
  /** In a sub-thread: answer this comment in the sub-thread's form. */
  onReply?: (target: ReplyTarget) => void;
  /**
   * For a top comment: the view of its replies. The thread hands it in, because the replies view
   * lists comments itself and the two modules must not import each other.
   */
  Replies?: ComponentType<RepliesProps>;
}

/** One comment: author, time, text (or its edit form), like, reply, menu, and for a top comment its sub-thread. */
export function CommentItem({ id, comment: commentKey, author, threadAuthors, place, now, onReply, Replies }: CommentItemProps) {
  const intl = useIntl();
  const viewer = useViewer();
  const comment = useFragment<CommentItem_comment$key>(
    graphql`
      fragment CommentItem_comment on Comment @argumentDefinitions(inSubThread: { type: "Boolean!", defaultValue: false }) {
        recId @skip(if: $inSubThread)
        message
        createdAt
        ...LikeButton_likeable
        commentCount @skip(if: $inSubThread)
        replyTo @include(if: $inSubThread) {
          id
        }
      }
    `,
    commentKey,
  );
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [repliesOpen, setRepliesOpen] = useState(false);
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  const remove = useDeleteComment(id, comment, place);
  const isTop = place.subThread === null;
  const replies = comment.commentCount ?? 0;
  // null when the comment answers nobody or the answered comment was deleted.
  const replyToAuthor = (comment.replyTo && threadAuthors?.get(comment.replyTo.id)) ?? null;
  // The comment menu of social-core §6: the creator edits and deletes, others report; moderators also delete.
  const mine = !viewer.isGuest && viewer.entityId === author.recId;
  const created = new Date(comment.createdAt);
  const self: ReplyTarget = { id, name: author.displayName };

  const reply = () => {
    if (!isTop) return onReply?.(self);
    setReplyTarget(self);
    setRepliesOpen(true);
  };

  return (
    <li className="comments-item" data-comment-id={id}>
      <Link className="comments-item__avatar" to={`/people/${author.recId}`} tabIndex={-1} aria-hidden="true">
        <Avatar name={author.displayName} imageUrl={author.profileImageUrl} />
      </Link>
      <div className="comments-item__main">
        <div className="comments-item__bubble">
          <div className="comments-item__head">
            <Link className="comments-item__author" to={`/people/${author.recId}`}>
              {author.displayName}
            </Link>
            <time className="comments-item__time" dateTime={created.toISOString()}>
              {formatRelativeTime(intl, describeRelativeTime(created, now))}
            </time>
          </div>
          {editing ? (
            <CommentEditForm id={id} message={comment.message} onDone={() => setEditing(false)} />
          ) : (
            <p className="comments-item__message">
              {replyToAuthor && (
                <>
                  <Link
                    className="comments-item__reply-to"
                    to={`/people/${replyToAuthor.recId}`}
                    aria-label={intl.formatMessage(commentMessages.replyingTo, { name: replyToAuthor.displayName })}
                  >
                    @{replyToAuthor.displayName}
                  </Link>{' '}
                </>
              )}
              {comment.message}
            </p>
          )}
        </div>
        <div className="comments-item__actions">
          <LikeButton likeable={comment} updatable={commentKey} label={commentMessages.like} className="comments-action" />
          {!viewer.isGuest && (
            <Button className="comments-action comments-action--text" onPress={reply}>
              {intl.formatMessage(commentMessages.reply)}
            </Button>
          )}
          {isTop && (replies > 0 || repliesOpen) && (
            <Button className="comments-action comments-action--text" aria-expanded={repliesOpen} onPress={() => setRepliesOpen((open) => !open)}>
              {repliesOpen ? intl.formatMessage(commentMessages.hideReplies) : intl.formatMessage(commentMessages.replies, { count: replies })}
            </Button>
          )}
          <CommentMenu
            canEdit={mine}
            canDelete={mine || (!viewer.isGuest && place.moderates)}
            canReport={!viewer.isGuest && !mine}
            onEdit={() => setEditing(true)}
            onDelete={() => void remove()}
            onReport={() => setReporting(true)}
          />
        </div>
        {isTop && repliesOpen && Replies && comment.recId !== undefined && (
          <Suspense fallback={<Spinner />}>
            <Replies
              objectId={place.objectId}
              moderates={place.moderates}
              top={{ id, recId: comment.recId, author }}
              replyTarget={replyTarget}
              onReplyTarget={setReplyTarget}
              now={now}
            />
          </Suspense>
        )}
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <CommentReportSheet commentId={id} isOpen onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </li>
  );
}

export function Avatar({ name, imageUrl }: { name: string; imageUrl: string | null | undefined }) {
  if (imageUrl) return <img className="comments-avatar" src={imageUrl} alt="" loading="lazy" />;
  return <span className="comments-avatar">{Array.from(name.trim())[0]?.toLocaleUpperCase() ?? ''}</span>;
}
