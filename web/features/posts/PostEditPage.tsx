import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import type { PostEditPageQuery } from '../../__generated__/PostEditPageQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import { type EditTarget, editTarget } from './edit-route.ts';
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
const PostEditPage: RouteScreenComponent<{ main?: PostEditPageQuery }> = ({ queries }) => {
  const location = useLocation();
  const target = editTarget(location.pathname, location.search);
  const query = optionalQuery<PostEditPageQuery>(queries.main);
  return (
    <RouteScreen className="posts-page">
      {target && query ? <PostEditLoader key={location.pathname + location.search} target={target} query={query} /> : null}
    </RouteScreen>
  );
};
export default PostEditPage;

function PostEditLoader({ target, query }: { target: EditTarget; query: PreloadedQuery<PostEditPageQuery> }) {
  const data = usePreloadedQuery(editQuery, query);
  const intl = useIntl();
  if (target.kind === 'edit' && (!data.post?.id || !data.post.viewerCanEdit)) {
    return <p className="posts-empty">{formatToken(intl, data.post?.id ? 'FORBIDDEN' : 'DATA_NOT_FOUND')}</p>;
  }
  return <PostForm target={target} viewer={data.viewer} post={data.post} lessonTitle={data.lesson?.title} />;
}
