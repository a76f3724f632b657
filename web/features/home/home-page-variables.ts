import type { HomePageQuery$variables } from '../../__generated__/HomePageQuery.graphql.ts';
// Relative, not @domain: the build's preload script (codegen/preload-home-query.ts) reads this too.
import { LIST_PAGE_SIZE } from '../../../domain/paging.ts';

/** The home page's first page; the page sends it, its preload script before the app arrives, a starting server to warm up. */
export const HOME_PAGE_VARIABLES: HomePageQuery$variables = { count: LIST_PAGE_SIZE };
