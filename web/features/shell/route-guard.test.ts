import { describe, expect, it } from 'vitest';
import { findRoute } from './navigation.ts';
import { guardRoute } from './route-guard.ts';
import { geoArrival } from '../geo-filter/geo-filter.ts';

const route = (path: string) => findRoute(path)!;
const member = (geoFilter: string | null) => ({ isGuest: false, role: 'USER' as const, geoFilter });
const guest = { isGuest: true, role: 'GUEST' as const };

describe('route guards', () => {
  it('sends a guest to log in, and refuses a role below the route', () => {
    expect(guardRoute(route('/my/observation/'), guest, '')).toBe('login');
    expect(guardRoute(route('/observation/review/'), member(null), '')).toBe('forbidden');
    expect(guardRoute(route('/observation/review/'), { ...member(null), role: 'MODERATOR' }, '')).toBe('open');
  });

  it("gates a route's `?_display_as=` variant by its own role: the bare chart page is the admins'", () => {
    const chart = route('/observation/chart/');
    expect(guardRoute(chart, guest, '?geo=HU')).toBe('open');
    expect(guardRoute(chart, guest, '?geo=HU&_display_as=chart')).toBe('login');
    expect(guardRoute(chart, member('HU'), '?geo=HU&_display_as=chart')).toBe('forbidden');
    expect(guardRoute(chart, { ...member('HU'), role: 'ADMIN' }, '?geo=HU&_display_as=chart')).toBe('open');
    expect(guardRoute(chart, member('HU'), '?geo=HU&_display_as=list')).toBe('open');
  });

  it('puts the saved country in the URL of a geo-filtered page reached without one, before it loads', () => {
    expect(guardRoute(route('/observation/list/'), member('HU'), '?species=3')).toBe('geo');
    expect(geoArrival('?species=3', member('HU'))).toBe('?species=3&geo=HU');
    expect(guardRoute(route('/observation/map/'), member('HU'), '?geo=RO')).toBe('open');
    expect(guardRoute(route('/entity/'), member('EU'), '')).toBe('open');
    expect(guardRoute(route('/entity/'), member('XX'), '')).toBe('open');
    expect(guardRoute(route('/species/'), member('HU'), '')).toBe('open');
    // A guest's choice is this browser's (none saved here).
    expect(guardRoute(route('/observation/list/'), guest, '')).toBe('open');
  });

  it('sends an admin who must set up two-factor sign-in (REQUIRE_ADMIN_2FA) to the account page, and only there', () => {
    const admin = { ...member('HU'), role: 'ADMIN' as const, twoFactorSetupRequired: true };
    expect(guardRoute(route('/observation/list/'), admin, '?geo=HU')).toBe('twoFactor');
    expect(guardRoute(route('/'), admin, '')).toBe('twoFactor');
    expect(guardRoute(route('/profile/account/'), admin, '')).toBe('open');
    expect(guardRoute(route('/'), { ...admin, twoFactorSetupRequired: false }, '')).toBe('open');
  });
});
