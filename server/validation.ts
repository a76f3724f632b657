import type { z } from 'zod';
import { type FieldProblem, ValidationError } from './errors.ts';

/**
 * Maps zod issues to the spec's form tokens (social-core §5): an empty required field is
 * FIELD_REQUIRED, a short one DATA_TOO_SHORT, a malformed email INVALID_EMAIL; custom refinements
 * carry their token as the message.
 */
function tokenFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.minimum === 1 ? 'FIELD_REQUIRED' : 'DATA_TOO_SHORT';
    case 'too_big':
      return 'DATA_TOO_LONG';
    case 'invalid_format':
      return issue.format === 'email' ? 'INVALID_EMAIL' : 'FORMAT_ERROR';
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'FIELD_REQUIRED' : 'FORMAT_ERROR';
    default:
      return issue.message;
  }
}

export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldProblem[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '_',
    code: tokenFor(issue),
  }));
  throw new ValidationError(fields);
}
