import { describe, expect, it } from 'vitest';
import { lettersString, parseTypeParam } from './entity-types.ts';

describe('entity types and letters', () => {
  it('parses tab types and ignores unknown ones', () => {
    expect(parseTypeParam('6')).toBe(6);
    expect(parseTypeParam('-1')).toBe(-1);
    expect(parseTypeParam('5')).toBeNull();
    expect(parseTypeParam(null)).toBeNull();
  });

  it('orders letters canonically', () => {
    expect(lettersString(['m', 'A', 'R', 'A'])).toBe('ARm');
  });
});
