import { z } from 'zod';
import { type FieldProblem, ValidationError } from './errors.ts';

/** The largest id of our tables (PostgreSQL int4); a larger one can name no row. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as sent in a path, query or body: a positive whole number PostgreSQL can hold. */
export const recordId = z.coerce.number().int().positive().max(MAX_RECORD_ID);

/** A token a refinement gave as its message, e.g. DATE_FORMAT_ERROR. */
const TOKEN = /^[A-Z][A-Z0-9_]*$/;

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/**
 * Maps zod issues to the spec's form tokens (social-core §5, recording §5): an empty required field
 * is FIELD_REQUIRED, a short text DATA_TOO_SHORT, a long one DATA_TOO_LONG, a number out of bounds
 * VALUE_MIN or VALUE_MAX, a text where a number belongs NOT_A_NUMBER, a malformed email
 * INVALID_EMAIL; a schema may give its own token as the message; anything else, e.g. a value
 * outside an enum, is FORMAT_ERROR. Never zod's own English.
 */
function tokenFor(issue: z.core.$ZodIssue): string {
  // A schema's own token (`{ message: 'INVALID_ROTATION' }`) wins; zod's defaults are English sentences.
  if (TOKEN.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'date') return 'VALUE_MIN';
      return issue.minimum === 1 ? 'FIELD_REQUIRED' : 'DATA_TOO_SHORT';
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'date' ? 'VALUE_MAX' : 'DATA_TOO_LONG';
    case 'invalid_format':
      return issue.format === 'email' ? 'INVALID_EMAIL' : 'FORMAT_ERROR';
    case 'invalid_type':
      if (isEmpty(issue.input)) return 'FIELD_REQUIRED';
      return issue.expected === 'number' || issue.expected === 'int' ? 'NOT_A_NUMBER' : 'FORMAT_ERROR';
    default:
      return 'FORMAT_ERROR';
  }
}

export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  // reportInput: the token of a wrong type depends on what was sent (nothing, or a text for a number).
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const fields: FieldProblem[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '_',
    code: tokenFor(issue),
  }));
  throw new ValidationError(fields);
}

/** An e-mail address as forms send it: trimmed, checked, at most 254 characters, lower-cased. */
export const emailAddress = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

/** A record id where 0 asks for a new record's defaults (`GET /api/observation/0`). */
export const recordIdOrNew = z.coerce.number().int().min(0).max(MAX_RECORD_ID);

/** A whole number PostgreSQL's int4 holds (a filter such as an entity type). */
export const int4 = z.coerce
  .number()
  .int()
  .min(-MAX_RECORD_ID - 1)
  .max(MAX_RECORD_ID);

/** Numbers sent as a list or as one text, pipe- or comma-separated (`12|13`), each checked by `item`. */
export const idListText = <Item extends z.ZodType<number>>(item: Item) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(/[|,]/)
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(1000),
  );
