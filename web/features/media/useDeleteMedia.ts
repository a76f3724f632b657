import { useMemo } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler, type Environment, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useDeleteMediaMutation } from '../../__generated__/useDeleteMediaMutation.graphql.ts';
import { type ConfirmedDeleteOptions, useConfirmedDelete } from '../../relay/useConfirmedDelete.ts';
import { mediaScreenMessages as s } from './media-screen-messages.ts';

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

/** The item leaves every connection in the store (whatever its filters, their totals drop with it) and is marked stale. */
function removeMediaFromStore(environment: Environment, store: RecordSourceSelectorProxy, id: string): void {
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
}

/**
 * Deletes a media item after CONFIRM_DELETE_ITEM. It leaves every list in the store (whatever
 * their filters), and the item itself is marked stale, so a screen that shows it again asks the
 * server (and finds it gone) instead of showing it from the store. Resolves true once deleted.
 */
export function useDeleteMedia(): [(id: string) => Promise<boolean>, boolean] {
  const environment = useRelayEnvironment();
  const options = useMemo<ConfirmedDeleteOptions<'deleteMedia'>>(
    () => ({
      mutation,
      field: 'deleteMedia',
      payload: 'DeleteMediaPayload',
      confirmLabel: s.delete,
      deleted: s.deleted,
      removeFromStore: (store, id) => removeMediaFromStore(environment, store, id),
    }),
    [environment],
  );
  return useConfirmedDelete<'deleteMedia', useDeleteMediaMutation>(options);
}
