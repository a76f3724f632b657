import { commitMutation, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import mutation, { type SpeciesMergeMutation, type SpeciesMergeMutation$data } from '../__generated__/SpeciesMergeMutation.graphql.ts';
import { mutationError } from './mutation-error.ts';

/** Commits SpeciesMergeMutation against a network that answers `mergeSpecies` with `answer`. */
function commitAnswering(answer: Record<string, unknown>): Promise<SpeciesMergeMutation$data> {
  const environment = new Environment({
    network: Network.create(() => Promise.resolve({ data: { mergeSpecies: answer } })),
    store: new Store(new RecordSource()),
  });
  return new Promise((resolve, reject) =>
    commitMutation<SpeciesMergeMutation>(environment, {
      mutation,
      variables: { id: 'U3BlY2llczox', intoId: 'U3BlY2llczoy' },
      onCompleted: (response) => resolve(response),
      onError: reject,
    }),
  );
}

describe('mutationError', () => {
  it('reads the code of an error answer', async () => {
    const { mergeSpecies } = await commitAnswering({ __typename: 'ForbiddenError', __isError: 'ForbiddenError', code: 'FORBIDDEN', message: 'no' });
    expect(mutationError(mergeSpecies)).toEqual({ code: 'FORBIDDEN', fields: [] });
  });

  it('reads the fields of a validation error', async () => {
    const { mergeSpecies } = await commitAnswering({
      __typename: 'ValidationError',
      __isError: 'ValidationError',
      code: 'VALIDATION_ERROR',
      message: 'bad',
      fields: [{ field: 'intoId', code: 'FIELD_REQUIRED', message: null }],
    });
    expect(mutationError(mergeSpecies)).toEqual({ code: 'VALIDATION_ERROR', fields: [{ field: 'intoId', code: 'FIELD_REQUIRED', message: null }] });
  });

  it('is null for the payload', async () => {
    const { mergeSpecies } = await commitAnswering({
      __typename: 'MergeSpeciesPayload',
      mergedId: 'U3BlY2llczox',
      moved: 3,
      species: { id: 'U3BlY2llczoy', recId: 2, stat: { cnt: 3 } },
    });
    expect(mutationError(mergeSpecies)).toBeNull();
  });
});
