import { describe, expect, it } from 'vitest';
import { decisionsFor, needsReason, statusAfter } from './review.ts';

describe('review decisions', () => {
  it('offers only the transitions of recording §4', () => {
    expect(decisionsFor(2)).toEqual(['APPROVE', 'REJECT']);
    expect(decisionsFor(1)).toEqual(['REVOKE']);
    expect(decisionsFor(0)).toEqual(['APPROVE']);
    expect(decisionsFor(3)).toEqual(['APPROVE']);
    expect(decisionsFor(7)).toEqual([]);
  });

  it('knows the status each decision leaves', () => {
    expect(statusAfter('APPROVE')).toBe(1);
    expect(statusAfter('REJECT')).toBe(0);
    expect(statusAfter('REVOKE')).toBe(3);
  });

  it('asks a reason for rejecting and revoking only', () => {
    expect(needsReason('APPROVE')).toBe(false);
    expect(needsReason('REJECT')).toBe(true);
    expect(needsReason('REVOKE')).toBe(true);
  });
});
