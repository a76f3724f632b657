import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation } from 'react-router';
import type { PostEditPageQuery } from '../../__generated__/PostEditPageQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { type EditTarget, editTarget, globalId } from './edit-route.ts';
import { PostForm } from './PostForm.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './posts.css';

const editQuery = graphql`
  query PostEditPageQuery($postId: ID!, $isEdit: Boolean!, $lessonId: ID!, $hasLesson: Boolean!) {
    viewer {
      ...PostForm_viewer
    }
    post: node(id: $postId) @include(if: $isEdit) {
      ... on Post {
        id
        viewerCanEdit
        ...PostForm_post
      }
    }
    lesson: node(id: $lessonId) @include(if: $hasLesson) {
      ... on Post {
        id
        recId
        title
      }
    }
  }
`;

/**
 * The route component of every post editor: /post/edit/[postId], /note|mood|lesson/edit/{id},
 * /solution/edit/{lessonId}/{id}, /entity/{id}/post/ and /entity/post/edit/{id}?publish_to=.
 */
export default function PostEditPage() {
  const location = useLocation();
  const target = editTarget(location.pathname, location.search);
  return <RouteScreen className="posts-page">{target ? <PostEditLoader key={location.pathname + location.search} target={target} /> : null}</RouteScreen>;
}

function PostEditLoader({ target }: { target: EditTarget }) {
  const isEdit = target.kind === 'edit';
  const lessonId = target.kind === 'new' ? target.lessonId : null;
  const data = useLazyLoadQuery<PostEditPageQuery>(
    editQuery,
    {
      postId: isEdit ? globalId('Post', target.postId) : '',
      isEdit,
      lessonId: lessonId ? globalId('Post', lessonId) : '',
      hasLesson: lessonId !== null,
    },
    { fetchPolicy: 'network-only' },
  );
  const intl = useIntl();
  if (isEdit && (!data.post?.id || !data.post.viewerCanEdit)) {
    return <p className="posts-empty">{formatToken(intl, data.post?.id ? 'FORBIDDEN' : 'DATA_NOT_FOUND')}</p>;
  }
  return <PostForm target={target} viewer={data.viewer} post={data.post} lessonTitle={data.lesson?.title} />;
}
