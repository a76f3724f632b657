import { graphql } from 'react-relay/hooks';
import type { useDeleteSpeciesMutation } from '../../__generated__/useDeleteSpeciesMutation.graphql.ts';
import { type ConfirmedDeleteOptions, useConfirmedDelete } from '../../relay/useConfirmedDelete.ts';
import { speciesMessages } from './messages.ts';
import { removeSpeciesFromLists } from './store.ts';

const deleteSpecies: ConfirmedDeleteOptions<'deleteSpecies'> = {
  mutation: graphql`
    mutation useDeleteSpeciesMutation($id: ID!) {
      deleteSpecies(id: $id) {
        __typename
        ... on DeleteSpeciesPayload {
          deletedId
        }
        ...mutationError_error
      }
    }
  `,
  field: 'deleteSpecies',
  payload: 'DeleteSpeciesPayload',
  confirmLabel: speciesMessages.delete,
  deleted: speciesMessages.deleted,
  removeFromStore: removeSpeciesFromLists,
};

/**
 * Deletes a species after CONFIRM_DELETE_ITEM (admins only; the server checks again): it leaves
 * every list shown so far. Resolves true once the server has deleted it.
 */
export function useDeleteSpecies(): [(id: string) => Promise<boolean>, boolean] {
  return useConfirmedDelete<'deleteSpecies', useDeleteSpeciesMutation>(deleteSpecies);
}
