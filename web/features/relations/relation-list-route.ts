import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { toEntityGlobalId } from './global-id.ts';

/** The LIKEDBY relation type of the relation-list popup: its id is then the liked object's global id. */
export const LIKED_BY = 'l';

/** The variables of an entity's relation list (`RelationListPageQuery`) for a route's `id` and relation type. */
export function relationListVariables(id: string, relType: string) {
  return { id: toEntityGlobalId(id), relType, count: LIST_PAGE_SIZE };
}
