import ProfileImagePageQuery from '../../__generated__/ProfileImagePageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type ProfileImagePage from './ProfileImagePage.tsx';

/** How many of the viewer's latest uploads the picker offers. */
const PICKER_SIZE = 60;

export const ProfileImagePageEntryPoint: RouteEntryPoint<typeof ProfileImagePage> = {
  root: JSResource('ProfileImagePage', () => import('./ProfileImagePage.tsx')),
  getPreloadProps: ({ searchParams, viewer }) => {
    const entityParam = searchParams.has('entity') ? (recIdParam(searchParams.get('entity')) ?? 0) : null;
    // the viewer's own entity named by its id is their own image too
    const entityRecId = entityParam === viewer.entityId ? null : entityParam;
    const variables = { recId: entityRecId ?? 0, own: entityRecId === null, count: PICKER_SIZE };
    return { queries: { main: { parameters: ProfileImagePageQuery, variables, options: { fetchPolicy: 'store-and-network' } } } };
  },
};
