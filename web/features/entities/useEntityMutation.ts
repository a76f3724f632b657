import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { commitMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import type { mutationError_error$key } from '../../__generated__/mutationError_error.graphql.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert } from '../../ui/index.ts';
import { useFormErrorDialog, useRequestErrorAlert } from '../forms/useFormErrors.tsx';

/** The typed result union every entity mutation answers: a payload (with its success token) or an error. */
export type MutationResult = { readonly __typename: string; readonly code?: string | null } & mutationError_error$key;

export interface RunOptions<T extends MutationParameters> {
  mutation: GraphQLTaggedNode;
  variables: T['variables'];
  /** the mutation's root field */
  field: string;
  /** the payload's typename: anything else is a typed error */
  payload: string;
  optimisticResponse?: T['rawResponse'];
  updater?: SelectorStoreUpdater<T['response']>;
}

const NO_LABELS: Record<string, MessageDescriptor> = {};

/**
 * Commits an entity mutation and reports its failures the spec's way: a ValidationError lists its
 * fields in the form-error dialog (FORM_ERROR_TITLE), another typed error shows its token under
 * OPERATION_FAILED, a network failure the request-error alert. Resolves the payload, or null after
 * a failure. `fieldLabels` must be a stable (module-level) object.
 */
export function useEntityMutation(fieldLabels: Record<string, MessageDescriptor> = NO_LABELS) {
  const environment = useRelayEnvironment();
  const intl = useIntl();
  const alert = useAlert();
  const requestError = useRequestErrorAlert();
  const formErrors = useFormErrorDialog(fieldLabels);
  return useCallback(
    <T extends MutationParameters>(options: RunOptions<T>): Promise<MutationResult | null> =>
      new Promise((resolve) => {
        commitMutation<T>(environment, {
          mutation: options.mutation,
          variables: options.variables,
          // Relay's own type narrows rawResponse to an object; ours is that or undefined.
          // eslint-disable-next-line @typescript-eslint/no-empty-object-type
          optimisticResponse: options.optimisticResponse as (T['rawResponse'] extends {} ? T['rawResponse'] : never) | undefined,
          updater: (store, data) => {
            const result = (data as Record<string, MutationResult | null> | null | undefined)?.[options.field];
            if (result?.__typename === options.payload) options.updater?.(store, data);
          },
          onCompleted: (data) => {
            const result = (data as Record<string, MutationResult | null>)[options.field] ?? null;
            if (!result || result.__typename === options.payload) return resolve(result);
            const error = mutationError(result);
            if (error?.fields.length) void formErrors(error.fields);
            else void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
            resolve(null);
          },
          onError: (error) => {
            void requestError(error);
            resolve(null);
          },
        });
      }),
    [environment, intl, alert, requestError, formErrors],
  );
}
