import type { ReactNode } from 'react';
import type { EntryPoint, EntryPointComponent, EntryPointProps, PreloadedQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';
import type { RoleName } from '@domain/roles.ts';
import type { Params } from 'react-router';
import { JSResource } from './js-resource.ts';

/** What a route gives its screen's entry point to start the screen's queries with. */
export interface RouteEntryPointParams {
  params: Readonly<Params>;
  /** the location's path, for a screen of several routes that its path tells apart */
  pathname: string;
  searchParams: URLSearchParams;
  /** the UI language, for queries that name things in it */
  language: string;
  /** whom the screen is for: some queries ask more of a signed-in viewer, or are of the viewer's own entity (none for a guest) */
  viewer: { isGuest: boolean; role: RoleName; entityId?: number | null; geoFilter?: string | null; can: { validate: boolean } };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has its own queries
export type ScreenComponent = EntryPointComponent<any, any>;

/** A screen whose route loads its queries (named as in its entry point's getPreloadProps) along with its code. */
export type RouteScreenComponent<Queries extends Record<string, OperationType>> = EntryPointComponent<Queries, Record<string, never>>;

/** How @types/react-relay types a query a screen declares optional (`main?: Query`): `PreloadedQuery<Query | undefined>`. */
type OptionalPreloadedQuery<Query extends OperationType> = EntryPointProps<{ query?: Query }, Record<string, never>, object, object>['queries']['query'];

/**
 * A query its route may leave out: when the route's parameters name nothing (an invalid id: the
 * screen then shows "not found"), or one of two a route chooses from. Gives the query its real
 * type, which @types/react-relay loses.
 */
export function optionalQuery<Query extends OperationType>(query: OptionalPreloadedQuery<Query>): PreloadedQuery<Query> | undefined {
  return query as PreloadedQuery<Query> | undefined;
}

export type RouteEntryPoint<Component extends ScreenComponent = ScreenComponent> = EntryPoint<Component, RouteEntryPointParams>;

/**
 * The entry point of a screen that still loads its query itself (useLazyLoadQuery) once its code
 * has loaded: the route loads only its code. Convert it to an entry point with queries to load both at once.
 */
export function lazyScreen(moduleId: string, importScreen: () => Promise<{ default: () => ReactNode }>): RouteEntryPoint {
  return { root: JSResource<ScreenComponent>(moduleId, importScreen), getPreloadProps: () => ({}) };
}
