import { describe, expect, it } from 'vitest';
import { validateField, validateForm } from './rules.ts';

describe('validateField', () => {
  it('reports an empty required field', () => {
    expect(validateField('  ', 'required')).toBe('FIELD_REQUIRED');
    expect(validateField('x', 'required')).toBeNull();
  });

  it('checks minimum length only when there is a value', () => {
    expect(validateField('abc', 'minlength:4')).toBe('DATA_TOO_SHORT');
    expect(validateField('abcd', 'minlength:4')).toBeNull();
    expect(validateField('', 'minlength:4')).toBeNull();
  });

  it('accepts an empty email but not a malformed one', () => {
    expect(validateField('', 'email')).toBeNull();
    expect(validateField('anna@lepke', 'email')).toBe('INVALID_EMAIL');
    expect(validateField('anna@lepke.hu', 'email')).toBeNull();
  });

  it('reports a failed regex as INVALID_EMAIL, as the spec does', () => {
    expect(validateField('12a', 'regex:^[0-9]+$')).toBe('INVALID_EMAIL');
    expect(validateField('123', 'regex:^[0-9]+$')).toBeNull();
  });

  it('stops at the first failing rule, in order', () => {
    expect(validateField('', 'required;minlength:8')).toBe('FIELD_REQUIRED');
    expect(validateField('short', 'required;minlength:8')).toBe('DATA_TOO_SHORT');
  });

  it('runs named custom rules and refuses unknown ones', () => {
    const custom = { even: (v: string) => (v.length % 2 ? 'ODD' : null) };
    expect(validateField('abc', 'even', custom)).toBe('ODD');
    expect(() => validateField('abc', 'nosuchrule')).toThrow(/Unknown field rule/);
  });
});

describe('validateForm', () => {
  it('lists every failing field in order', () => {
    const problems = validateForm({ name: '', email: 'bad', password: 'longenough' }, { name: 'required', email: 'required;email', password: 'required;minlength:8' });
    expect(problems).toEqual([
      { field: 'name', code: 'FIELD_REQUIRED' },
      { field: 'email', code: 'INVALID_EMAIL' },
    ]);
  });
});
