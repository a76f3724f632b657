/**
 * Every expected failure is one of these classes. Each carries the spec's token (`code`), which the
 * web app translates, and the HTTP status of the spec's error catalogue (social-core §8). GraphQL
 * exposes them as typed errors (server/graphql/errors.ts) and REST as `{error_code}` (server/http/rest.ts).
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  constructor(
    readonly code: string,
    message: string = code,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(code = 'UNAUTHORIZED', message = 'Unauthorized access') {
    super(code, message);
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(code = 'FORBIDDEN', message = "You don't have rights for the operation") {
    super(code, message);
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(code = 'DATA_NOT_FOUND', message = 'Not found') {
    super(code, message);
  }
}

export class ConflictError extends AppError {
  readonly status = 409;
}

export interface FieldProblem {
  field: string;
  /** i18n token, e.g. FIELD_REQUIRED, DATA_TOO_SHORT, INVALID_EMAIL, PW_RETYPE_FAILED */
  code: string;
  /** a fixed English text the spec gives for the problem, e.g. 'Degrees out of range' */
  message?: string;
}

export class ValidationError extends AppError {
  /** 422; a subclass may answer with a more precise status (413 too large, 415 unsupported type) */
  readonly status: number = 422;
  constructor(
    readonly fields: FieldProblem[],
    code = 'VALIDATION_ERROR',
  ) {
    super(code, `Invalid data value(s): ${fields.map((f) => `${f.field} ${f.code}`).join(', ')}`);
  }
}

export class RateLimitError extends AppError {
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', `Too many attempts; try again in ${retryAfterSeconds} seconds`);
  }
}

/**
 * The request cannot be taken as sent: an unreadable or oversized body (413), a malformed id, a
 * value the database cannot hold. Answered before or instead of running anything, never as a 500.
 */
export class BadRequestError extends AppError {
  constructor(
    code = 'BAD_REQUEST',
    message = 'The request cannot be read',
    readonly status: number = 400,
  ) {
    super(code, message);
  }
}

/** Sign-in refused while the account is suspended (issue 21 part 3): 403 ACCOUNT_SUSPENDED, with the suspension's end (null: until lifted). */
export class AccountSuspendedError extends ForbiddenError {
  constructor(readonly until: Date | null) {
    super('ACCOUNT_SUSPENDED', until ? `The account is suspended until ${until.toISOString()}` : 'The account is suspended until lifted');
  }
}
