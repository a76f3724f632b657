import { describe, expect, it } from 'vitest';
import { ellipsis } from './ellipsis.ts';
import { TIMELINE_SUMMARY_MAX } from '@domain/paging.ts';

describe('ellipsis', () => {
  it('leaves text that fits as it is', () => {
    expect(ellipsis('', 5)).toBe('');
    expect(ellipsis('abcde', 5)).toBe('abcde');
  });

  it('cuts longer text to max characters, the last one an ellipsis', () => {
    expect(ellipsis('abcdef', 5)).toBe('abcd…');
  });

  it('drops whitespace before the ellipsis', () => {
    expect(ellipsis('abc  defgh', 5)).toBe('abc…');
  });

  it('never splits an emoji', () => {
    expect(ellipsis('ab🦋🦋🦋', 4)).toBe('ab🦋…');
  });

  it('gives nothing for a non-positive maximum', () => {
    expect(ellipsis('abc', 0)).toBe('');
  });

  it('cuts timeline summaries at 99 characters', () => {
    expect(TIMELINE_SUMMARY_MAX).toBe(99);
    const summary = 'á'.repeat(150);
    const cut = ellipsis(summary, TIMELINE_SUMMARY_MAX);
    expect(Array.from(cut)).toHaveLength(99);
    expect(cut.endsWith('á…')).toBe(true);
    expect(ellipsis('á'.repeat(99), TIMELINE_SUMMARY_MAX)).toBe('á'.repeat(99));
  });
});
