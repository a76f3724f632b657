import { createContext, useContext } from 'react';
import { loadEntryPoint, type PreloadedEntryPoint } from 'react-relay/hooks';
import type { Location } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { RouteEntryPoint, RouteEntryPointParams, ScreenComponent } from '../../relay/route-entry-point.ts';
import type { RouteDef, ScreenName } from '../../routes.ts';
import { SCREENS } from '../../screens.ts';
import { backgroundOf, isPopupPath, matchRoute } from './navigation.ts';
import { guardRoute } from './route-guard.ts';

type StartedScreen = PreloadedEntryPoint<ScreenComponent>;

/** A screen its route started: its entry point's code and queries, or the promise of them while the entry point itself loads. */
export interface PreparedScreen {
  started: StartedScreen | Promise<StartedScreen>;
  dispose(): void;
}

/** The Relay environment the screens' queries run in, the viewer the route guards judge and the UI language. */
export interface PreparerSession {
  environment: IEnvironment;
  viewer: RouteEntryPointParams['viewer'];
  language: string;
}

/** The locations a location shows, as AppRoutes renders them: the page (or a popup's background) and the popup. */
function shownLocations(location: Location): Location[] {
  const page = backgroundOf(location) ?? location;
  return isPopupPath(location.pathname) ? [page, location] : [page];
}

export type ScreenRoute = RouteDef & { screen: ScreenName };

export const hasScreen = (route: RouteDef): route is ScreenRoute => route.screen !== undefined;

const keyOf = (location: Location, route: RouteDef) => `${location.key} ${route.path}`;

/** Starts a route's screen: its code and its queries. */
export type ScreenLoader = (session: PreparerSession, route: ScreenRoute, params: RouteEntryPointParams) => PreparedScreen;

const loadScreen: ScreenLoader = (session, route, params) => {
  // @types/react-relay infers no params type from an entry point of any screen component
  const start = (entryPoint: RouteEntryPoint) => loadEntryPoint({ getEnvironment: () => session.environment }, entryPoint, params as never);
  const screen = SCREENS[route.screen];
  if (!('getModuleIfRequired' in screen)) return prepared(start(screen));
  const loaded = screen.getModuleIfRequired();
  if (loaded) return prepared(start(loaded));
  let disposed = false;
  let started: StartedScreen | null = null;
  const starting = screen.load().then((entryPoint) => {
    if (disposed) throw new Error('The route was left before its screen loaded');
    return (started = start(entryPoint));
  });
  starting.catch(() => undefined); // a screen left unrendered does not report its failure
  return {
    get started() {
      return started ?? starting;
    },
    dispose: () => {
      disposed = true;
      started?.dispose();
    },
  };
};

const prepared = (started: StartedScreen): PreparedScreen => ({ started, dispose: () => started.dispose() });

/**
 * Starts each route's screen (its code and its queries, in parallel) when navigation happens,
 * before React renders the route, so that a screen never waits for its code before fetching.
 * Prepared screens are kept per location and route; one no longer shown is disposed.
 */
export class RoutePreparer {
  private session: PreparerSession | null = null;
  private readonly prepared = new Map<string, PreparedScreen>();
  /** the keys the current location shows */
  private shown = new Set<string>();

  constructor(private readonly load: ScreenLoader = loadScreen) {}

  /** Called on every navigation. Until the first render has told the session, the render prepares instead. */
  navigate(location: Location): void {
    const session = this.session;
    if (!session) return;
    const shown = new Set<string>();
    for (const shownLocation of shownLocations(location)) {
      const match = matchRoute(shownLocation.pathname);
      if (!match || !hasScreen(match.route) || guardRoute(match.route, session.viewer, shownLocation.search) !== 'open') continue;
      // A location come back to (the browser's back) loads anew, as its screen mounting again would have: what it showed may be stale.
      this.forgetUnlessShown(keyOf(shownLocation, match.route));
      shown.add(this.prepare(session, shownLocation, match.route).key);
    }
    // The screens being left stay until the next navigation: a transition may keep them on screen while the new ones load.
    for (const [key, screen] of this.prepared) {
      if (shown.has(key) || this.shown.has(key)) continue;
      screen.dispose();
      this.prepared.delete(key);
    }
    this.shown = shown;
  }

  /** The screen of a route at a location: the one navigation prepared, or prepared now (at start-up and in a new session). */
  screenFor(session: PreparerSession, location: Location, route: ScreenRoute): PreparedScreen {
    // A new session (login, logout) or language starts every screen again, as their queries depend on them.
    if (this.session?.environment !== session.environment || this.session.language !== session.language) this.disposeAll();
    this.session = session;
    const { key, screen } = this.prepare(session, location, route);
    this.shown.add(key);
    return screen;
  }

  private prepare(session: PreparerSession, location: Location, route: ScreenRoute): { key: string; screen: PreparedScreen } {
    const key = keyOf(location, route);
    let screen = this.prepared.get(key);
    if (!screen) {
      const params = matchRoute(location.pathname)?.params ?? {};
      const entryPointParams: RouteEntryPointParams = {
        params,
        pathname: location.pathname,
        searchParams: new URLSearchParams(location.search),
        language: session.language,
        viewer: session.viewer,
      };
      screen = this.load(session, route, entryPointParams);
      this.prepared.set(key, screen);
    }
    return { key, screen };
  }

  private forgetUnlessShown(key: string): void {
    const screen = this.prepared.get(key);
    if (!screen || this.shown.has(key)) return;
    screen.dispose();
    this.prepared.delete(key);
  }

  private disposeAll(): void {
    for (const screen of this.prepared.values()) screen.dispose();
    this.prepared.clear();
    this.shown.clear();
  }
}

export const RoutePreparerContext = createContext<RoutePreparer | null>(null);

export function useRoutePreparer(): RoutePreparer {
  const preparer = useContext(RoutePreparerContext);
  if (!preparer) throw new Error('useRoutePreparer needs a RoutePreparerContext');
  return preparer;
}
