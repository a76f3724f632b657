import { graphql, readInlineData } from 'react-relay/hooks';
import type { mutationError_error$data, mutationError_error$key } from '../__generated__/mutationError_error.graphql.ts';

/**
 * What every mutation asks of a failure: its token and, for a ValidationError, the invalid fields.
 * A mutation's result field spreads it beside its payload (`...mutationError_error`).
 */
const errorFragment = graphql`
  fragment mutationError_error on Error @inline {
    code
    ... on ValidationError {
      fields {
        field
        code
        message
      }
    }
  }
`;

export interface MutationError {
  code: string;
  fields: NonNullable<mutationError_error$data['fields']>;
}

/** The error a mutation's result field answered with, or null when it answered with its payload. */
export function mutationError(result: mutationError_error$key | null | undefined): MutationError | null {
  if (!result) return null;
  // A payload does not implement Error, so the spread reads nothing from it.
  const error: Partial<mutationError_error$data> = readInlineData(errorFragment, result);
  return error.code === undefined ? null : { code: error.code, fields: error.fields ?? [] };
}
