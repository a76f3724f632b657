import { useCallback } from 'react';
import { matchRoutes, type Location, useLocation, useNavigate } from 'react-router';
import { ROUTES, type RouteDef } from '../../routes.ts';

const routeObjects = ROUTES.map((route) => ({ path: route.path, route }));

export function findRoute(pathname: string): RouteDef | undefined {
  return matchRoutes(routeObjects, pathname)?.at(-1)?.route.route;
}

export function isPopupPath(pathname: string): boolean {
  return findRoute(pathname)?.display === 'popup';
}

export interface PopupState {
  /** the page shown under a popup route */
  background?: Location;
}

/** Navigates like react-router, opening popup routes over the current page. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (href: string) => {
      const pathname = new URL(href, window.location.origin).pathname;
      const current = (location.state as PopupState | null)?.background ?? location;
      navigate(href, isPopupPath(pathname) ? { state: { background: current } satisfies PopupState } : undefined);
    },
    [navigate, location],
  );
}
