import { BadRequestError } from '../errors.ts';

/**
 * PostgreSQL's refusals of a value's form (SQLSTATE class 22): a number beyond its column's range,
 * a NUL byte or an unencodable character in a text. The inputs are checked at the edges; this is
 * the net for what gets through, so it answers 400 instead of a 500.
 */
const VALUE_REFUSALS = new Set(['22003', '22021', '22P05', '22P02']);

interface PrismaLikeError {
  code?: unknown;
  meta?: { code?: unknown; driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
}

export function databaseInputError(error: unknown): BadRequestError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, meta } = error as PrismaLikeError;
  const cause = meta?.driverAdapterError?.cause;
  const sqlState = meta?.code ?? cause?.originalCode;
  // P2020: "Value out of range for the type"; P2010 and driver errors carry the SQLSTATE.
  const refused = code === 'P2020' || cause?.kind === 'ValueOutOfRange' || (typeof sqlState === 'string' && VALUE_REFUSALS.has(sqlState));
  return refused ? new BadRequestError('BAD_REQUEST', 'The request holds a value the database cannot take') : undefined;
}
