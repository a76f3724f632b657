import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import type { mutationError_error$key } from '../__generated__/mutationError_error.graphql.ts';
import { formatToken } from '../i18n/tokens.ts';
import { useConfirm, useFailureToast, useToast } from '../ui/index.ts';
import { mutationError } from './mutation-error.ts';

/** A delete mutation: `($id: ID!) { <field>(id: $id) { __typename ... on <Payload> { … } ...mutationError_error } }`. */
export type DeleteMutation<Field extends string> = MutationParameters & {
  readonly variables: { readonly id: string };
  readonly response: { readonly [K in Field]: { readonly __typename: string } & mutationError_error$key };
};

export interface ConfirmedDeleteOptions<Field extends string> {
  /** the generated mutation (see DeleteMutation) */
  mutation: GraphQLTaggedNode;
  /** the mutation's result field, e.g. `deleteMedia` */
  field: Field;
  /** the typename of its success payload, e.g. `DeleteMediaPayload`; any other answer is an error */
  payload: string;
  /** the confirmation's button */
  confirmLabel: MessageDescriptor;
  /** the success toast */
  deleted: MessageDescriptor;
  /** takes the deleted object out of the store (lists, counts) once the server has deleted it */
  removeFromStore: (store: RecordSourceSelectorProxy, id: string) => void;
}

/**
 * Deletes after CONFIRM_DELETE_ITEM: commits the mutation, takes the object out of the store on
 * success and toasts `deleted`; an error answer toasts its token, a failed request the plain
 * failure. Keep `options` stable (module level or memoised). Resolves true once deleted.
 */
export function useConfirmedDelete<Field extends string, Mutation extends DeleteMutation<Field>>(
  options: ConfirmedDeleteOptions<Field>,
): [(id: string) => Promise<boolean>, boolean] {
  const { mutation, field, payload, confirmLabel, deleted, removeFromStore } = options;
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const failed = useFailureToast();
  const [commit, deleting] = useMutation<Mutation>(mutation);
  const remove = useCallback(
    async (id: string) => {
      const confirmed = await confirm({
        message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
        confirmLabel: intl.formatMessage(confirmLabel),
        destructive: true,
      });
      if (!confirmed) return false;
      return new Promise<boolean>((resolve) => {
        commit({
          variables: { id },
          updater: (store, response) => {
            if (response?.[field].__typename === payload) removeFromStore(store, id);
          },
          onCompleted: (response) => {
            const result = response[field];
            if (result.__typename !== payload) {
              failed(mutationError(result)?.code);
              resolve(false);
              return;
            }
            toast(intl.formatMessage(deleted), { kind: 'success' });
            resolve(true);
          },
          onError: () => {
            failed(null);
            resolve(false);
          },
        });
      });
    },
    [commit, confirm, confirmLabel, deleted, failed, field, intl, payload, removeFromStore, toast],
  );
  return [remove, deleting];
}
