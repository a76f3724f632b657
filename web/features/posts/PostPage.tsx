import { Suspense } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PostPageDeleteMutation } from '../../__generated__/PostPageDeleteMutation.graphql.ts';
import type { PostPageQuery } from '../../__generated__/PostPageQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { Spinner, useConfirm, useToast } from '../../ui/index.ts';
import { ItemComments } from '../comments/ItemComments.tsx';
import { LikeButton } from '../likes/LikeButton.tsx';
import { privacyLevel } from '@domain/privacy.ts';
import { privacyMessages } from '../home/timeline-item.ts';
import { editRoute } from './edit-route.ts';
import { itemListConnections } from './store.ts';
import { postMessages, typeMessage } from './messages.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import '../timeline/TimelineCard.css';
import { imageSizeClass } from '@domain/media.ts';
import { PhotoGallery } from '../media/PhotoGallery.tsx';
import './posts.css';
import '../rich-text/rich-text-view.css';

const postQuery = graphql`
  query PostPageQuery($id: ID!) {
    node(id: $id) {
      ... on Post {
        id
        recId
        type
        title
        body
        lessonId
        createdAt
        eventAt
        mediaSize
        media {
          ...PhotoGallery_media
        }
        viewerCanEdit
        viewerCanDelete
        author {
          recId
          displayName
        }
        entity {
          recId
          displayName
        }
        lesson {
          recId
          title
        }
        item {
          id
          category
          privacy
          ...LikeButton_likeable
          ...LikeButton_updatable
        }
        solutions(first: 50) {
          totalCount
          edges {
            node {
              id
              recId
              body
              createdAt
              author {
                displayName
              }
            }
          }
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation PostPageDeleteMutation($input: DeletePostInput!, $connections: [ID!]!) {
    deletePost(input: $input) {
      __typename
      ... on DeletePostPayload {
        deletedId
        deletedPostIds
        deletedItemIds @deleteEdge(connections: $connections)
      }
    }
  }
`;

/** The route component of `/entity/post/{postId}`: a post in full; `?op=comment` opens its comments. */
const PostPage: RouteScreenComponent<{ main: PostPageQuery }> = ({ queries }) => (
  <RouteScreen className="posts-page">
    <PostContent query={queries.main} />
  </RouteScreen>
);
export default PostPage;

function PostContent({ query }: { query: PreloadedQuery<PostPageQuery> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const openComments = new URLSearchParams(useLocation().search).get('op') === 'comment';
  const { node: post } = usePreloadedQuery(postQuery, query);
  const [commitDelete, deleting] = useMutation<PostPageDeleteMutation>(deleteMutation);

  if (!post?.id || !post.item || !post.createdAt) return <p className="posts-empty">{formatToken(intl, 'DATA_NOT_FOUND')}</p>;
  const item = post.item;
  const edit = editRoute({ category: post.type ?? '', post: { recId: post.recId!, lessonId: post.lessonId, entity: post.entity } });
  const created = new Date(post.createdAt);
  // A question's comments are its answers (social-core §3 timeline answer items), each with its replies.
  const commentsTitle = intl.formatMessage(item.category === 'QUESTION' ? postMessages.answers : postMessages.comments);

  const remove = async () => {
    const confirmed = await confirm({
      message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
      confirmLabel: intl.formatMessage(postMessages.delete),
      destructive: true,
    });
    if (!confirmed) return;
    commitDelete({
      variables: { input: { id: post.id! }, connections: itemListConnections(post.entity?.recId) },
      onCompleted: ({ deletePost }) => {
        if (deletePost.__typename !== 'DeletePostPayload') {
          toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
          return;
        }
        toast(intl.formatMessage(postMessages.deleted), { kind: 'success' });
        void navigate(post.entity ? `/entity/${post.entity.recId}` : '/', { replace: true });
      },
      onError: () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' }),
    });
  };

  return (
    <article className="posts-article">
      <header className="posts-article__header">
        <span className="posts-article__type">{intl.formatMessage(typeMessage(post.type ?? 'NOTE'))}</span>
        {post.title && <h1 className="posts-article__title">{post.title}</h1>}
        <p className="posts-article__meta">
          <Link to={`/people/${post.author?.recId}`}>{post.author?.displayName}</Link>
          {' · '}
          <time dateTime={created.toISOString()}>{intl.formatDate(created, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          {' · '}
          {intl.formatMessage(privacyMessages[privacyLevel(item.privacy)])}
        </p>
        {post.entity && (
          <p className="posts-article__meta">
            <Link to={`/entity/${post.entity.recId}`}>{intl.formatMessage(postMessages.publishedIn, { name: post.entity.displayName })}</Link>
          </p>
        )}
        {post.lesson && (
          <p className="posts-article__meta">
            <Link to={`/entity/post/${post.lesson.recId}`}>{intl.formatMessage(postMessages.lesson, { title: post.lesson.title })}</Link>
          </p>
        )}
        {post.eventAt && (
          <p className="posts-article__meta">
            {intl.formatMessage(postMessages.eventAt)}: {intl.formatDate(new Date(post.eventAt), { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
        )}
      </header>
      {/* The body is sanitised HTML (basic rich text only) from the server. */}
      <div className="posts-article__body" dangerouslySetInnerHTML={{ __html: post.body ?? '' }} />
      {post.media && post.media.length > 0 && <PhotoGallery media={post.media} size={imageSizeClass(post.mediaSize)} />}
      <div className="posts-article__actions">
        <LikeButton likeable={item} updatable={item} />
        <span className="posts-actions__spacer" />
        {post.viewerCanEdit && edit && (
          <Link className="posts-button posts-button--quiet" to={edit}>
            {intl.formatMessage(postMessages.edit)}
          </Link>
        )}
        {post.viewerCanDelete && (
          <Button className="posts-button posts-button--danger" onPress={() => void remove()} isDisabled={deleting}>
            {intl.formatMessage(postMessages.delete)}
          </Button>
        )}
      </div>

      {post.type === 'LESSON' && post.solutions && (
        <section className="posts-solutions">
          <h2>{intl.formatMessage(postMessages.solutions, { count: post.solutions.totalCount })}</h2>
          <ul>
            {post.solutions.edges.map(({ node }) => (
              <li key={node.id}>
                <Link to={`/entity/post/${node.recId}`} className="posts-solutions__author">
                  {node.author.displayName}
                </Link>
                <div className="posts-article__body" dangerouslySetInnerHTML={{ __html: node.body }} />
              </li>
            ))}
          </ul>
          <Link className="posts-button posts-button--primary" to={`/solution/edit/${post.recId}/0`}>
            {intl.formatMessage(postMessages.addSolution)}
          </Link>
        </section>
      )}

      <section className="posts-comments" aria-label={commentsTitle}>
        <h2>{commentsTitle}</h2>
        <Suspense fallback={<Spinner />}>
          <ItemComments itemId={item.id} autoFocus={openComments} />
        </Suspense>
      </section>
    </article>
  );
}
