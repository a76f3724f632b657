import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './Badge.tsx';

describe('formatBadgeCount', () => {
  it('hides the badge when there is nothing to count', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });

  it('shows counts from 1 to 9 as they are', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
  });

  it('caps larger counts at 9+', () => {
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(1234)).toBe('9+');
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBe('9+');
  });
});
