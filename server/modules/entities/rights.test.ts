import { describe, expect, it } from 'vitest';
import { geoFilterCountry } from '@domain/geo/countries.ts';
import { adminLetters, entityRights } from './rights.ts';
import { foldText } from './search.ts';

describe('entity rights by admin letter (social-core §6)', () => {
  const rights = (...codes: string[]) => entityRights('USER', codes);
  it('A may do everything', () => {
    expect(rights('A', 'm')).toEqual({ edit: true, delete: true, settings: true, moderate: true, advertise: true, manageMembers: true });
  });
  it.each(['C', 'E'])('%s moderates, advertises and manages members, but does not edit or delete', (letter) => {
    expect(rights(letter)).toEqual({ edit: false, delete: false, settings: false, moderate: true, advertise: true, manageMembers: true });
  });
  it('M moderates only, R advertises only, m and nothing get nothing', () => {
    expect(rights('M')).toMatchObject({ moderate: true, advertise: false, edit: false, manageMembers: false });
    expect(rights('R')).toMatchObject({ moderate: false, advertise: true, edit: false, manageMembers: false });
    expect(Object.values(rights('m')).some(Boolean)).toBe(false);
    expect(Object.values(rights()).some(Boolean)).toBe(false);
  });
  it('a site ADMIN holds every right without letters', () => {
    expect(Object.values(entityRights('ADMIN', [])).every(Boolean)).toBe(true);
    expect(Object.values(entityRights('MODERATOR', [])).some(Boolean)).toBe(false);
  });
  it('admin letters come in A C E M R order without relation letters', () => {
    expect(adminLetters(['m', 'R', 'A', 'b'])).toEqual(['A', 'R']);
  });
});

describe('search folding and the geo filter', () => {
  it('folds Hungarian, Romanian and Turkish letters', () => {
    expect(foldText('Őrség ÁRVÍZTŰRŐ')).toBe('orseg arvizturo');
    expect(foldText('Șțâ ăî')).toBe('sta ai');
    expect(foldText('Işık Çağ İzmir')).toBe('isik cag izmir');
  });
  it('narrows to a European country; EU, empty and unknown codes mean all of Europe', () => {
    expect(geoFilterCountry('hu')).toBe('HU');
    expect(geoFilterCountry('EU')).toBeNull();
    expect(geoFilterCountry('')).toBeNull();
    expect(geoFilterCountry('US')).toBeNull();
  });
});
