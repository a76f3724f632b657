import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useDeleteMediaMutation } from '../../__generated__/useDeleteMediaMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useConfirm, useFailureToast, useToast } from '../../ui/index.ts';
import { mediaScreenMessages as s } from './media-screen-messages.ts';
import { mutationError } from '../../relay/mutation-error.ts';

const mutation = graphql`
  mutation useDeleteMediaMutation($id: ID!) {
    deleteMedia(id: $id) {
      __typename
      ... on DeleteMediaPayload {
        deletedId
      }
      ...mutationError_error
    }
  }
`;

/**
 * Deletes a media item after CONFIRM_DELETE_ITEM. It leaves every list in the store (whatever
 * their filters), and the item itself is marked stale, so a screen that shows it again asks the
 * server (and finds it gone) instead of showing it from the store. Resolves true once deleted.
 */
export function useDeleteMedia(): [(id: string) => Promise<boolean>, boolean] {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const failed = useFailureToast();
  const environment = useRelayEnvironment();
  const [commit, deleting] = useMutation<useDeleteMediaMutation>(mutation);

  const removeFromStore = useCallback(
    (store: RecordSourceSelectorProxy, id: string) => {
      const source = environment.getStore().getSource();
      for (const dataId of source.getRecordIDs()) {
        const typename = source.get(dataId)?.__typename;
        const connection = typeof typename === 'string' && typename.endsWith('Connection') ? store.get(dataId) : null;
        if (!connection) continue;
        const before = connection.getLinkedRecords('edges')?.length ?? 0;
        ConnectionHandler.deleteNode(connection, id);
        const removed = before - (connection.getLinkedRecords('edges')?.length ?? 0);
        const total = connection.getValue('totalCount');
        if (removed > 0 && typeof total === 'number') connection.setValue(Math.max(0, total - removed), 'totalCount');
      }
      store.get(id)?.invalidateRecord();
    },
    [environment],
  );

  const remove = useCallback(
    async (id: string) => {
      const confirmed = await confirm({
        message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
        confirmLabel: intl.formatMessage(s.delete),
        destructive: true,
      });
      if (!confirmed) return false;
      return new Promise<boolean>((resolve) => {
        commit({
          variables: { id },
          updater: (store, response) => {
            if (response?.deleteMedia.__typename === 'DeleteMediaPayload') removeFromStore(store, id);
          },
          onCompleted: ({ deleteMedia }) => {
            if (deleteMedia.__typename !== 'DeleteMediaPayload') {
              failed(mutationError(deleteMedia)?.code);
              resolve(false);
              return;
            }
            toast(intl.formatMessage(s.deleted), { kind: 'success' });
            resolve(true);
          },
          onError: () => {
            failed(null);
            resolve(false);
          },
        });
      });
    },
    [commit, confirm, failed, intl, removeFromStore, toast],
  );
  return [remove, deleting];
}
