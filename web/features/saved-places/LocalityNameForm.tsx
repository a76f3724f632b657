import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { LocalityNameFormMutation } from '../../__generated__/LocalityNameFormMutation.graphql.ts';
import { LOCALITY_NAME_MAX } from '@domain/observations/place.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useFailureToast, useToast } from '../../ui/index.ts';
import { localityMessages as m } from './locality-messages.ts';

const renameMutation = graphql`
  mutation LocalityNameFormMutation($id: ID!, $name: String!) {
    renameSavedLocation(id: $id, name: $name) {
      __typename
      ... on RenameLocationPayload {
        name
        location {
          id
          name
          updatedAt
        }
      }
      ...mutationError_error
    }
  }
`;

/**
 * Names one saved place (recording §7 locality edit, `renameSavedLocation`): the owner's own name
 * for it, shown in the saved places and the record form's place picker; empty unnames it.
 */
export function LocalityNameForm({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const failed = useFailureToast();
  const fieldId = useId();
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string>();
  const [commit, saving] = useMutation<LocalityNameFormMutation>(renameMutation);

  const save = () => {
    setProblem(undefined);
    commit({
      variables: { id, name: value },
      onCompleted: ({ renameSavedLocation: result }) => {
        if (result.__typename === 'RenameLocationPayload') {
          toast(intl.formatMessage(m.saved), { kind: 'success' });
          onClose();
          return;
        }
        const error = mutationError(result);
        const field = error?.fields[0];
        if (field) setProblem(formatToken(intl, field.code));
        else failed(error?.code);
      },
      onError: () => failed(),
    });
  };

  return (
    <form
      className="obs-place__rename"
      data-testid="locality-name-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="obs-filters__field">
        <label htmlFor={fieldId}>{intl.formatMessage(m.field)}</label>
        <input
          id={fieldId}
          type="text"
          value={value}
          maxLength={LOCALITY_NAME_MAX}
          autoComplete="off"
          // The form opens on a tap meant for this field.
          autoFocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${fieldId}-note`}
          onChange={(event) => setValue(event.target.value)}
        />
        <span id={`${fieldId}-note`} className={problem ? 'obs-filters__error' : 'obs-place__line obs-place__line--muted'} role={problem ? 'alert' : undefined}>
          {problem ?? intl.formatMessage(m.hint)}
        </span>
      </div>
      <div className="obs-place__actions">
        <Button type="submit" className="obs-button obs-button--small obs-button--primary" isDisabled={saving}>
          {intl.formatMessage(m.save)}
        </Button>
        <Button className="obs-button obs-button--small" isDisabled={saving} onPress={onClose}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
