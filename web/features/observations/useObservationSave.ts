import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { ConnectionHandler, generateClientID, ROOT_ID } from 'relay-runtime';
import type { ObservationForm_observation$data } from '../../__generated__/ObservationForm_observation.graphql.ts';
import type { ObservationFormCreateMutation } from '../../__generated__/ObservationFormCreateMutation.graphql.ts';
import type { ObservationFormDeleteMutation } from '../../__generated__/ObservationFormDeleteMutation.graphql.ts';
import type { ObservationFormUpdateMutation } from '../../__generated__/ObservationFormUpdateMutation.graphql.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import type { UploadQueue } from '../media/upload-queue.ts';
import { useUploadsSettled } from '../media/useUploadsSettled.ts';
import { hasAppHistory } from '../shell/navigation.ts';
import { toInput } from './observation-form-input.ts';
import { formField, validateValues } from './observation-form-validation.ts';
import { clearDraft } from './observation-form-draft.ts';
import { formMessages as m } from './observation-form-messages.ts';
import { createMutation, deleteMutation, updateMutation } from './ObservationForm.mutations.ts';
import type { EntryCheckState } from './ObservationFormCheck.tsx';
import { problemText } from './ObservationFormFields.tsx';
import type { ObservationFormState } from './useObservationFormState.tsx';

/** The own record list (/my/observation/, on the id-less viewer), so a deleted record leaves it at once. */
const MY_LIST_CONNECTION = ConnectionHandler.getConnectionID(generateClientID(ROOT_ID, 'viewer'), 'ObservationListMyPage_observations', { status: null });

/** What saving answered: the record, or why not. */
type SaveResult = ObservationFormCreateMutation['response']['createObservation'] | ObservationFormUpdateMutation['response']['updateObservation'];

interface SaveOptions {
  record: ObservationForm_observation$data | null | undefined;
  form: ObservationFormState;
  queue: UploadQueue;
  forgetUploads: () => Promise<void>;
  entryCheck: EntryCheckState;
}

/**
 * Saving, deleting and cancelling: the entry check and the duplicate question before saving, the
 * server's answer marked on the fields, the own list updated after a delete.
 */
export function useObservationSave({ record, form, queue, forgetUploads, entryCheck }: SaveOptions) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const requestError = useRequestErrorAlert();
  const { values, clientId, guard, setChanged, markProblems } = form;
  const isEdit = record != null;
  const uploadsSettled = useUploadsSettled(queue);
  const withMedia = (input: ReturnType<typeof toInput>) => ({ ...input, mediaIds: queue.mediaIds });
  const [saving, setSaving] = useState(false);
  const [commitCreate] = useMutation<ObservationFormCreateMutation>(createMutation);
  const [commitUpdate] = useMutation<ObservationFormUpdateMutation>(updateMutation);
  const [commitDelete, deleting] = useMutation<ObservationFormDeleteMutation>(deleteMutation);
  const busy = saving || deleting;

  const askSaveAnyway = (count: number) =>
    confirm({
      title: intl.formatMessage(m.duplicateTitle),
      message: intl.formatMessage(m.duplicateQuestion, { count }),
      confirmLabel: intl.formatMessage(m.saveAnyway),
    });

  const leave = (to: string) => {
    guard.markSaved();
    setChanged(false);
    void navigate(to, { replace: true });
  };

  const finish = (result: SaveResult, retry: () => void) => {
    if (result.__typename === 'ObservationPayload' && result.observation) {
      const { recId, status } = result.observation;
      clearDraft();
      void forgetUploads();
      toast(intl.formatMessage(status === 1 ? m.savedAccepted : status === 2 ? m.savedPending : m.saved), { kind: 'success' });
      leave(`/my/observation/${recId}/`);
      return;
    }
    setSaving(false);
    const error = mutationError(result);
    if (error?.fields.length) {
      markProblems(error.fields.map((field) => ({ field: formField(field.field), code: field.code, message: field.message })));
      return;
    }
    if (error?.code === 'POSSIBLE_DUPLICATE') {
      void askSaveAnyway(1).then((anyway) => anyway && retry());
      return;
    }
    void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: problemText(intl, { code: error?.code ?? 'OPERATION_NOT_SUCCEEDED' }) });
  };

  const commit = (confirmDuplicate: boolean) => {
    setSaving(true);
    const input = { ...withMedia(toInput(values)), confirmDuplicate };
    const onError = (error: Error) => {
      // The same clientId goes again on the next press, so a retry never makes a second record.
      setSaving(false);
      void requestError(error);
    };
    if (record) {
      commitUpdate({
        variables: { id: record.id, input, filesToRemove: [...queue.removedMediaIds], language: intl.locale },
        onCompleted: ({ updateObservation }) => finish(updateObservation, () => commit(true)),
        onError,
      });
      return;
    }
    commitCreate({
      variables: { clientId, input, language: intl.locale },
      onCompleted: ({ createObservation }) => finish(createObservation, () => commit(true)),
      onError,
    });
  };

  const save = async () => {
    if (busy || !(await uploadsSettled())) return;
    const found = validateValues(values);
    if (found.length) return markProblems(found);
    setSaving(true);
    let confirmDuplicate = false;
    try {
      const check = await entryCheck.run(toInput(values), queue.mediaIds);
      if (check.kind === 'invalid') {
        setSaving(false);
        return markProblems(check.problems);
      }
      if (check.kind === 'check' && check.duplicates.length > 0) {
        if (!(await askSaveAnyway(check.duplicates.length))) {
          setSaving(false);
          return;
        }
        confirmDuplicate = true;
      }
    } catch {
      // The check is a courtesy: without it the server still applies every rule on saving.
    }
    commit(confirmDuplicate);
  };

  const remove = async () => {
    if (!record) return;
    const confirmed = await confirm({
      message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
      confirmLabel: intl.formatMessage(m.delete),
      destructive: true,
    });
    if (!confirmed) return;
    commitDelete({
      variables: { id: record.id, connections: [MY_LIST_CONNECTION] },
      onCompleted: ({ deleteObservation }) => {
        if (deleteObservation.__typename !== 'DeleteObservationPayload') {
          toast(formatToken(intl, mutationError(deleteObservation)?.code ?? 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
          return;
        }
        clearDraft();
        void forgetUploads();
        toast(intl.formatMessage(m.deleted), { kind: 'success' });
        leave('/my/observation/');
      },
      onError: () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' }),
    });
  };

  const cancel = () => void (hasAppHistory() ? navigate(-1) : navigate(isEdit ? `/my/observation/${record.recId}/` : '/my/observation/'));

  return { save, remove, cancel, busy };
}
