import { describe, expect, it } from 'vitest';
import { findRoute } from '../shell/navigation.ts';
import { guardRoute } from '../shell/route-guard.ts';
import { atLoginPath, loginHref, loginPagePath, MAIN_SITE, siteEntityArrival } from './site.ts';

const route = (path: string) => findRoute(path)!;
const user = { isGuest: false, role: 'USER' as const, geoFilter: null, memberArray: [7] };
const member = { ...user, memberArray: [7, 42] };
const admin = { ...user, role: 'ADMIN' as const };
const guest = { isGuest: true, role: 'GUEST' as const };
const site = { entityId: 42, loginPath: '/belepes/' };

describe('subdomain mode in the route guard', () => {
  it("admits to a subdomain's members-only routes those whose member list holds the entity, and ADMIN; a guest logs in first", () => {
    for (const path of ['/my/observation/add/', '/entity/42/post/', '/post/edit/', '/message/send/42']) {
      expect(guardRoute(route(path), user, '', site)).toBe('members');
      expect(guardRoute(route(path), member, '', site)).toBe('open');
      expect(guardRoute(route(path), admin, '', site)).toBe('open');
      expect(guardRoute(route(path), guest, '', site)).toBe('login');
      // the main host has no members-only area
      expect(guardRoute(route(path), user, '', MAIN_SITE)).toBe('open');
    }
    expect(guardRoute(route('/my/observation/'), user, '', site)).toBe('open');
  });

  it("puts the site's entity in the records list and map reached without ?entity=", () => {
    expect(guardRoute(route('/observation/list/'), user, '', site)).toBe('site');
    expect(siteEntityArrival('?species=3', site)).toBe('?species=3&entity=42');
    expect(guardRoute(route('/observation/map/'), user, '?entity=all', site)).toBe('open');
    expect(guardRoute(route('/observation/list/'), user, '', MAIN_SITE)).toBe('open');
  });
});

describe('the login path', () => {
  it('sends to the configured path with the page to return to', () => {
    expect(loginHref('/?force_login=1', '/my/observation/?a=1')).toBe('/?force_login=1&next=%2Fmy%2Fobservation%2F%3Fa%3D1');
    expect(loginHref('/belepes/', '/message/send/3')).toBe('/belepes/?next=%2Fmessage%2Fsend%2F3');
  });

  it('knows a location at the login path, and a path of its own the route table must answer', () => {
    expect(atLoginPath('/?force_login=1', '/', '?force_login=1&next=%2F')).toBe(true);
    expect(atLoginPath('/?force_login=1', '/', '')).toBe(false);
    expect(atLoginPath('/belepes/', '/belepes/', '?next=%2F')).toBe(true);
    expect(atLoginPath('/belepes/', '/', '')).toBe(false);
    expect(loginPagePath('/?force_login=1')).toBeNull();
    expect(loginPagePath('/belepes/?x=1')).toBe('/belepes/');
  });
});
