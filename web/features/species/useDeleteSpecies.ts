import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteSpeciesMutation } from '../../__generated__/useDeleteSpeciesMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useConfirm, useFailureToast, useToast } from '../../ui/index.ts';
import { speciesMessages } from './messages.ts';
import { removeSpeciesFromLists } from './store.ts';
import { mutationError } from '../../relay/mutation-error.ts';

const deleteMutation = graphql`
  mutation useDeleteSpeciesMutation($id: ID!) {
    deleteSpecies(id: $id) {
      __typename
      ... on DeleteSpeciesPayload {
        deletedId
      }
      ...mutationError_error
    }
  }
`;

/**
 * Deletes a species after CONFIRM_DELETE_ITEM (admins only; the server checks again): it leaves
 * every list shown so far. Resolves true once the server has deleted it.
 */
export function useDeleteSpecies(): [(id: string) => Promise<boolean>, boolean] {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const failed = useFailureToast();
  const [commit, deleting] = useMutation<useDeleteSpeciesMutation>(deleteMutation);
  const remove = useCallback(
    async (id: string) => {
      const confirmed = await confirm({
        message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
        confirmLabel: intl.formatMessage(speciesMessages.delete),
        destructive: true,
      });
      if (!confirmed) return false;
      return new Promise<boolean>((resolve) => {
        commit({
          variables: { id },
          updater: (store, response) => {
            if (response?.deleteSpecies.__typename === 'DeleteSpeciesPayload') removeSpeciesFromLists(store, id);
          },
          onCompleted: ({ deleteSpecies }) => {
            if (deleteSpecies.__typename !== 'DeleteSpeciesPayload') {
              failed(mutationError(deleteSpecies)?.code);
              resolve(false);
              return;
            }
            toast(intl.formatMessage(speciesMessages.deleted), { kind: 'success' });
            resolve(true);
          },
          onError: () => {
            failed(null);
            resolve(false);
          },
        });
      });
    },
    [commit, confirm, failed, intl, toast],
  );
  return [remove, deleting];
}
