import PostEditPageQuery from '../../__generated__/PostEditPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { editTarget, globalId } from './edit-route.ts';
import type PostEditPage from './PostEditPage.tsx';

export const PostEditPageEntryPoint: RouteEntryPoint<typeof PostEditPage> = {
  root: JSResource('PostEditPage', () => import('./PostEditPage.tsx')),
  getPreloadProps: ({ pathname, searchParams }) => {
    const target = editTarget(pathname, searchParams.toString());
    if (!target) return { queries: {} };
    // the post being edited, or for a new solution the lesson it answers
    const isEdit = target.kind === 'edit';
    const lessonId = target.kind === 'new' ? target.lessonId : null;
    const variables = {
      postId: isEdit ? globalId('Post', target.postId) : '',
      isEdit,
      lessonId: lessonId ? globalId('Post', lessonId) : '',
      hasLesson: lessonId !== null,
    };
    return { queries: { main: { parameters: PostEditPageQuery, variables, options: { fetchPolicy: 'network-only' } } } } as const;
  },
};
