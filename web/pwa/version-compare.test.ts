import { describe, expect, it } from 'vitest';
import { isNewerVersion } from './version-compare.ts';

describe('isNewerVersion', () => {
  it('compares each part as a number', () => {
    expect(isNewerVersion('0.1.1', '0.1.0')).toBe(true);
    expect(isNewerVersion('0.2.0', '0.1.9')).toBe(true);
    expect(isNewerVersion('1.0.0', '0.99.99')).toBe(true);
    expect(isNewerVersion('1.10.0', '1.9.0')).toBe(true);
    expect(isNewerVersion('1.9.0', '1.10.0')).toBe(false);
  });

  it('is false for the same or an older version', () => {
    expect(isNewerVersion('1.2.3', '1.2.3')).toBe(false);
    expect(isNewerVersion('1.2.2', '1.2.3')).toBe(false);
  });

  it('counts missing parts as zero', () => {
    expect(isNewerVersion('1.2', '1.2.0')).toBe(false);
    expect(isNewerVersion('1.2.0.1', '1.2')).toBe(true);
    expect(isNewerVersion('2', '1.9.9')).toBe(true);
  });

  it('ignores surrounding whitespace', () => {
    expect(isNewerVersion(' 1.0.1\n', '1.0.0')).toBe(true);
  });

  it('never calls a version it cannot parse newer', () => {
    expect(isNewerVersion('', '1.0.0')).toBe(false);
    expect(isNewerVersion('v2.0.0', '1.0.0')).toBe(false);
    expect(isNewerVersion('2.0.0-rc.1', '1.0.0')).toBe(false);
    expect(isNewerVersion('2.0.0', 'dev')).toBe(false);
    expect(isNewerVersion('2..0', '1.0.0')).toBe(false);
  });
});
