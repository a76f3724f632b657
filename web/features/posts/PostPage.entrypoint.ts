import PostPageQuery from '../../__generated__/PostPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { globalId } from './edit-route.ts';
import type PostPage from './PostPage.tsx';

export const PostPageEntryPoint: RouteEntryPoint<typeof PostPage> = {
  root: JSResource('PostPage', () => import('./PostPage.tsx')),
  getPreloadProps: ({ params }) => ({
    queries: { main: { parameters: PostPageQuery, variables: { id: globalId('Post', params.postId ?? '') }, options: { fetchPolicy: 'store-and-network' } } },
  }),
};
