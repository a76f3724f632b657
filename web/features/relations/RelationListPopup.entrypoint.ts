import RelationListPageQuery from '../../__generated__/RelationListPageQuery.graphql.ts';
import RelationListPopupQuery from '../../__generated__/RelationListPopupQuery.graphql.ts';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { LIKED_BY, relationListVariables } from './relation-list-route.ts';
import type RelationListPopup from './RelationListPopup.tsx';

/** Who liked an object (its likers), or who holds another relation towards an entity (its relations). */
export const RelationListPopupEntryPoint: RouteEntryPoint<typeof RelationListPopup> = {
  root: JSResource('RelationListPopup', () => import('./RelationListPopup.tsx')),
  getPreloadProps: ({ params, searchParams }) => {
    const id = params.id ?? '';
    const relType = searchParams.get('_reltype') ?? LIKED_BY;
    const options = { fetchPolicy: 'store-and-network' } as const;
    if (relType === LIKED_BY)
      return { queries: { likers: { parameters: RelationListPopupQuery, variables: { objectId: id, count: LIST_PAGE_SIZE }, options } } } as const;
    return { queries: { relations: { parameters: RelationListPageQuery, variables: relationListVariables(id, relType), options } } } as const;
  },
};
