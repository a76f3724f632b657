import ImageEditPageQuery from '../../__generated__/ImageEditPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type ImageEditPage from './ImageEditPage.tsx';

export const ImageEditPageEntryPoint: RouteEntryPoint<typeof ImageEditPage> = {
  root: JSResource('ImageEditPage', () => import('./ImageEditPage.tsx')),
  getPreloadProps: ({ params }) => ({
    queries: { main: { parameters: ImageEditPageQuery, variables: { dbKey: params.dbkey ?? '' }, options: { fetchPolicy: 'store-and-network' } } },
  }),
};
