/**
 * Field rules in the spec's notation (social-core §5): semicolon separated `required`,
 * `minlength:N`, `email`, `regex:PATTERN` and named custom rules. The result is the spec's token.
 */
export type FieldToken = 'FIELD_REQUIRED' | 'DATA_TOO_SHORT' | 'INVALID_EMAIL' | (string & {});

export type CustomRule = (value: string) => FieldToken | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateField(value: string, rules: string, custom: Record<string, CustomRule> = {}): FieldToken | null {
  const trimmed = value.trim();
  for (const rule of rules
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean)) {
    const [name = '', ...rest] = rule.split(':');
    const argument = rest.join(':');
    if (name === 'required') {
      if (!trimmed) return 'FIELD_REQUIRED';
    } else if (name === 'minlength') {
      if (trimmed && trimmed.length < Number(argument)) return 'DATA_TOO_SHORT';
    } else if (name === 'email') {
      if (trimmed && !EMAIL_PATTERN.test(trimmed)) return 'INVALID_EMAIL';
    } else if (name === 'regex') {
      // The spec reports a failed pattern as INVALID_EMAIL too.
      if (trimmed && !new RegExp(argument).test(trimmed)) return 'INVALID_EMAIL';
    } else {
      const check = custom[name];
      if (!check) throw new Error(`Unknown field rule: ${name}`);
      const token = check(value);
      if (token) return token;
    }
  }
  return null;
}

export interface FieldProblem {
  field: string;
  code: FieldToken;
}

/** Validates a whole form: field → rules; returns the problems in field order. */
export function validateForm(values: Record<string, string>, rules: Record<string, string>, custom: Record<string, CustomRule> = {}): FieldProblem[] {
  return Object.entries(rules).flatMap(([field, fieldRules]) => {
    const code = validateField(values[field] ?? '', fieldRules, custom);
    return code ? [{ field, code }] : [];
  });
}
