import { useCallback } from 'react';
import { matchRoutes, type Location, type Params, useLocation, useNavigate } from 'react-router';
import { ROUTES, type RouteDef } from '../../routes.ts';

const routeObjects = ROUTES.map((route) => ({ path: route.path, route }));

/** The route a pathname opens, with its path parameters, matched like AppRoutes' <Routes>. */
export function matchRoute(pathname: string): { route: RouteDef; params: Params } | undefined {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  return match && { route: match.route.route, params: match.params };
}

export function findRoute(pathname: string): RouteDef | undefined {
  return matchRoute(pathname)?.route;
}

export function isPopupPath(pathname: string): boolean {
  return findRoute(pathname)?.display === 'popup';
}

/** Popups of which only one may be open (recording §2: the attachment browser). */
const ONE_AT_A_TIME = new Set(['/attachment/browser_popup/']);

/** Whether opening `to` over `from` replaces the popup shown instead of stacking a second one. */
export function replacesOpenPopup(from: string, to: string): boolean {
  const route = findRoute(to);
  return route !== undefined && ONE_AT_A_TIME.has(route.path) && findRoute(from) === route;
}

export interface PopupState {
  /** the page shown under a popup route */
  background?: Location;
}

/** The page shown under a location: the one it was opened over, or home under a popup opened directly. */
export function backgroundOf(location: Location): Location | undefined {
  const background = (location.state as PopupState | null)?.background;
  if (background) return background;
  return isPopupPath(location.pathname) ? { ...location, pathname: '/', search: '', hash: '' } : undefined;
}

/** Whether the tab's history holds an earlier entry of this app to go back to (react-router numbers its entries `idx`). */
export function hasAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/** Navigates like react-router, opening popup routes over the current page. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (href: string) => {
      const pathname = new URL(href, window.location.origin).pathname;
      const current = backgroundOf(location) ?? location;
      const replace = replacesOpenPopup(location.pathname, pathname);
      void navigate(href, isPopupPath(pathname) ? { state: { background: current } satisfies PopupState, replace } : undefined);
    },
    [navigate, location],
  );
}
