import type { z } from 'zod';
import { type FieldProblem, ValidationError } from './errors.ts';

/**
 * Maps zod issues to the spec's form tokens (social-core §5, recording §5): an empty required
 * field is FIELD_REQUIRED, a short one DATA_TOO_SHORT, a malformed email INVALID_EMAIL; a number
 * below or above its bounds VALUE_MIN or VALUE_MAX, something else in a number field
 * NOT_A_NUMBER; custom refinements carry their token as the message.
 */
function tokenFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'bigint') return 'VALUE_MIN';
      return issue.minimum === 1 ? 'FIELD_REQUIRED' : 'DATA_TOO_SHORT';
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'bigint' ? 'VALUE_MAX' : 'DATA_TOO_LONG';
    case 'invalid_format':
      return issue.format === 'email' ? 'INVALID_EMAIL' : 'FORMAT_ERROR';
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'FIELD_REQUIRED';
      return issue.expected === 'number' ? 'NOT_A_NUMBER' : 'FORMAT_ERROR';
    default:
      return issue.message;
  }
}

export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  // The input on each issue tells a missing value (FIELD_REQUIRED) from a wrong one.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const fields: FieldProblem[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '_',
    code: tokenFor(issue),
  }));
  throw new ValidationError(fields);
}
