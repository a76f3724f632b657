import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { RouteEntryPointParams } from '../../relay/route-entry-point.ts';
import { type PreparedScreen, type PreparerSession, RoutePreparer, type ScreenLoader, type ScreenRoute } from './route-preparer.ts';
import { matchRoute } from './navigation.ts';

interface Loaded {
  screen: string;
  params: RouteEntryPointParams;
  disposed: boolean;
}

/** A preparer whose loader records what it started and what was disposed, instead of fetching. */
function preparerWithLog() {
  const loaded: Loaded[] = [];
  const load: ScreenLoader = (_session, route, params) => {
    const entry: Loaded = { screen: route.screen, params, disposed: false };
    loaded.push(entry);
    return {
      dispose: () => {
        entry.disposed = true;
      },
    } as unknown as PreparedScreen;
  };
  const live = () => loaded.filter((entry) => !entry.disposed).map((entry) => entry.screen);
  return { preparer: new RoutePreparer(load), loaded, live };
}

let keys = 0;
function at(path: string, state: unknown = null): Location {
  const url = new URL(path, 'http://lepke.test');
  keys += 1;
  return { pathname: url.pathname, search: url.search, hash: '', state, key: `k${keys}` };
}

const guest = { isGuest: true, role: 'USER', entityId: null, can: { validate: false } } as const;
/** The app's one Relay environment until a login or logout makes a new one. */
const appEnvironment = {} as IEnvironment;
const session = (language = 'hu', environment = appEnvironment): PreparerSession => ({ environment, viewer: guest, language });

function routeOf(location: Location): ScreenRoute {
  return matchRoute(location.pathname)!.route as ScreenRoute;
}

describe('RoutePreparer', () => {
  it('prepares nothing on navigation until the first render has told it the session', () => {
    const { preparer, loaded } = preparerWithLog();
    preparer.navigate(at('/species/'));
    expect(loaded).toEqual([]);
  });

  it('prepares the start-up screen once, however often it renders', () => {
    const { preparer, loaded } = preparerWithLog();
    const home = at('/');
    const first = preparer.screenFor(session(), home, routeOf(home));
    expect(preparer.screenFor(session(), home, routeOf(home))).toBe(first);
    expect(loaded.map((entry) => entry.screen)).toEqual(['HomePage']);
  });

  it("starts a screen on navigation with the route's parameters, and gives the render that one", () => {
    const { preparer, loaded } = preparerWithLog();
    const current = session('en');
    const home = at('/');
    preparer.screenFor(current, home, routeOf(home));
    const media = at('/media/42?x=1');
    preparer.navigate(media);
    expect(loaded.at(-1)).toMatchObject({ screen: 'MediaViewPage', params: { params: { recId: '42' }, pathname: '/media/42', language: 'en', viewer: guest } });
    expect(loaded.at(-1)!.params.searchParams.get('x')).toBe('1');
    preparer.screenFor(current, media, routeOf(media));
    expect(loaded).toHaveLength(2);
  });

  it('disposes a screen left one navigation late, so a transition can keep it on display', () => {
    const { preparer, live } = preparerWithLog();
    const home = at('/');
    preparer.screenFor(session(), home, routeOf(home));
    preparer.navigate(at('/species/'));
    expect(live()).toEqual(['HomePage', 'SpeciesListPage']);
    preparer.navigate(at('/media/'));
    expect(live()).toEqual(['SpeciesListPage', 'MediaListPage']);
  });

  it('prepares a popup and keeps the page beneath it', () => {
    const { preparer, loaded, live } = preparerWithLog();
    const species = at('/species/');
    preparer.screenFor(session(), species, routeOf(species));
    preparer.navigate(at('/observation/7', { background: species }));
    expect(loaded.map((entry) => entry.screen)).toEqual(['SpeciesListPage', 'ObservationViewPopup']);
    preparer.navigate(at('/observation/8', { background: species }));
    expect(live()).toEqual(['SpeciesListPage', 'ObservationViewPopup', 'ObservationViewPopup']);
    preparer.navigate(at('/observation/9', { background: species }));
    expect(live()).toEqual(['SpeciesListPage', 'ObservationViewPopup', 'ObservationViewPopup']);
    expect(loaded.filter((entry) => entry.screen === 'SpeciesListPage')).toHaveLength(1);
  });

  it('does not start a screen its guard refuses the viewer', () => {
    const { preparer, loaded } = preparerWithLog();
    const home = at('/');
    preparer.screenFor(session(), home, routeOf(home));
    preparer.navigate(at('/observation/review/'));
    preparer.navigate(at('/my/observation/'));
    expect(loaded.map((entry) => entry.screen)).toEqual(['HomePage']);
  });

  it('loads a location come back to anew', () => {
    const { preparer, loaded } = preparerWithLog();
    const home = at('/');
    preparer.screenFor(session(), home, routeOf(home));
    preparer.navigate(at('/species/'));
    preparer.navigate(at('/media/'));
    preparer.navigate(home);
    expect(loaded.map((entry) => entry.screen)).toEqual(['HomePage', 'SpeciesListPage', 'MediaListPage', 'HomePage']);
  });

  it('starts every screen again in a new session or language', () => {
    const { preparer, loaded, live } = preparerWithLog();
    const home = at('/');
    preparer.screenFor(session('hu'), home, routeOf(home));
    preparer.screenFor(session('tr'), home, routeOf(home));
    expect(loaded.map((entry) => entry.params.language)).toEqual(['hu', 'tr']);
    const loggedIn = session('tr', {} as IEnvironment);
    preparer.screenFor(loggedIn, home, routeOf(home));
    expect(loaded).toHaveLength(3);
    expect(live()).toEqual(['HomePage']);
  });
});
