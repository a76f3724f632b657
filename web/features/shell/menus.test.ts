import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes.ts';
import { ROLES } from '@domain/roles.ts';
import { findRoute } from './navigation.ts';
import { leadsToScreen, menuFor } from './menus.ts';

describe('menuFor', () => {
  it.each(ROLES)('leads %s only to screens that work', (role) => {
    for (const section of menuFor(role)) {
      expect(section.entries.length).toBeGreaterThan(0);
      for (const entry of section.entries) {
        if (entry.href === '/logout') continue;
        expect(findRoute(new URL(entry.href, 'http://app').pathname)?.screen, `${role}: ${entry.href}`).toBeDefined();
      }
    }
  });

  it('opens the observation map from "Observations"', () => {
    const entries = menuFor('GUEST').flatMap((section) => section.entries);
    expect(entries.find((entry) => entry.key === 'observations')?.href).toBe('/observation/');
  });

  it('keeps the login entry for guests and logout for members', () => {
    expect(
      menuFor('GUEST')
        .flatMap((section) => section.entries)
        .map((entry) => entry.key),
    ).toContain('login');
    expect(
      menuFor('USER')
        .flatMap((section) => section.entries)
        .map((entry) => entry.key),
    ).toContain('logout');
  });
});

describe('leadsToScreen', () => {
  it('every route of the spec has its screen now: none shows the "coming soon" page', () => {
    expect(ROUTES.filter((route) => !route.screen).map((route) => route.path)).toEqual([]);
    expect(leadsToScreen('/observation/list/')).toBe(true);
    expect(leadsToScreen('/admin/entity/list/')).toBe(true);
  });

  it('refuses an address no route answers', () => {
    expect(leadsToScreen('/no/such/screen/')).toBe(false);
  });
});
