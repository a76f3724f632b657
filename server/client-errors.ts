import { PothosValidationError } from '@pothos/core';
import { databaseInputError } from './db/input-errors.ts';
import { AppError, BadRequestError } from './errors.ts';

/** The tokens of the HTTP statuses a request body can earn before any handler runs. */
const STATUS_TOKENS: Record<number, [code: string, message: string]> = {
  400: ['BAD_REQUEST', 'The request cannot be read'],
  413: ['PAYLOAD_TOO_LARGE', 'The request is larger than allowed'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'The request body has a type that is not accepted'],
};

/** body-parser and graphql-upload errors: http-errors with a 4xx status meant for the client. */
interface HttpError {
  status?: unknown;
  expose?: unknown;
}

/**
 * What a thrown value means to the client, or undefined for a fault of ours (logged, answered 500).
 * The one place where library errors about the client's input become tokens: REST (`error_code`)
 * and GraphQL (`extensions.code`) both ask here.
 */
export function clientError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  // Pothos refuses malformed global ids, cursors and page arguments before our resolvers see them.
  if (error instanceof PothosValidationError) {
    const aboutId = /global ID|is not of type|Invalid id received/.test(error.message);
    return new BadRequestError(aboutId ? 'BAD_ID' : 'BAD_REQUEST', error.message);
  }
  const refused = databaseInputError(error);
  if (refused) return refused;
  const { status, expose } = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    const [code, message] = STATUS_TOKENS[status] ?? STATUS_TOKENS[400]!;
    return new BadRequestError(code, message, status);
  }
  return undefined;
}
