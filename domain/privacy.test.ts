import { describe, expect, it } from 'vitest';
import { defaultPrivacy, privacyLevel } from './privacy.ts';

describe('privacyLevel', () => {
  it('maps the privacy values of social-core §3', () => {
    expect(privacyLevel(0)).toBe('onlyMe');
    expect(privacyLevel(1)).toBe('friends');
    expect(privacyLevel(2)).toBe('sameGroup');
    expect(privacyLevel(9)).toBe('anybody');
  });

  it('treats unknown values as the most restrictive level', () => {
    expect(privacyLevel(5)).toBe('onlyMe');
    expect(privacyLevel(-1)).toBe('onlyMe');
  });
});

describe('defaultPrivacy', () => {
  it('takes the kind’s own setting, else anybody', () => {
    expect(defaultPrivacy({ observation_pp: 1 }, 'observation')).toBe(1);
    expect(defaultPrivacy({ observation_pp: 5 }, 'observation')).toBe(9);
    expect(defaultPrivacy({ observation_pp: -1 }, 'observation')).toBe(9);
    expect(defaultPrivacy(null, 'observation')).toBe(9);
  });

  it('lets a solution fall back to the lesson setting', () => {
    expect(defaultPrivacy({ lesson_pp: 0 }, 'solution')).toBe(0);
    expect(defaultPrivacy({ lesson_pp: 0, solution_pp: 2 }, 'solution')).toBe(2);
  });
});
