import { useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ObservationContributorsEditorMutation } from '../../__generated__/ObservationContributorsEditorMutation.graphql.ts';
import { CONTRIBUTION_ROLES, type ContributionRole, CONTRIBUTORS_MAX, isContributionRole } from '@domain/contributions.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { Icon, useAlert, useToast } from '../../ui/index.ts';
import { EntityAutocomplete } from '../entities/EntityAutocomplete.tsx';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { contributionMessages as m, contributionRoleMessages } from './contribution-messages.ts';

const saveMutation = graphql`
  mutation ObservationContributorsEditorMutation($id: ID!, $contributors: [ContributorInput!]!) {
    setObservationContributors(id: $id, contributors: $contributors) {
      __typename
      ... on ContributorsPayload {
        observation {
          id
          ...ObservationContributors_observation
        }
      }
      ...mutationError_error
    }
  }
`;

/** A contributor as the record view reads it. */
export type ContributorRow = { readonly role: string; readonly displayName: string; readonly person: { readonly id: string; readonly recId: number } };

/** A person in the editor: one row per person and role, as the server keeps them. */
interface EditRow {
  key: number;
  personId: string;
  name: string;
  role: ContributionRole;
  /** the server's token for this row (DATA_NOT_FOUND: no active person) */
  problem?: string;
}

/** The entity type of a person (entities: 0). */
const PERSON_TYPES = [0] as const;
/** The role a newly added person starts with. */
const DEFAULT_ROLE: ContributionRole = 'CO_OBSERVER';

/** `contributors.{index}.entityId` of the server's ValidationError: the row it is about. */
const rowIndexOf = (field: string): number | null => {
  const match = /^contributors\.(\d+)\./.exec(field);
  return match ? Number(match[1]) : null;
};

/**
 * The contributors editor of the record view (recording §7 contribution edit): people found by name
 * (the entity autocomplete, people only), each with a role of domain/contributions.ts, removable;
 * saved together by `setObservationContributors`. A person the server does not find is marked on
 * their row; a block between them and the uploader (BLOCKED) is an alert.
 */
export function ObservationContributorsEditor({
  observationId,
  contributors,
  onClose,
}: {
  observationId: string;
  contributors: readonly ContributorRow[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const alert = useAlert();
  const requestError = useRequestErrorAlert();
  const hintId = useId();
  const nextKey = useRef(contributors.length);
  const [rows, setRows] = useState<EditRow[]>(() =>
    contributors.flatMap((row, key) => (isContributionRole(row.role) ? [{ key, personId: row.person.id, name: row.displayName, role: row.role }] : [])),
  );
  const [commit, saving] = useMutation<ObservationContributorsEditorMutation>(saveMutation);
  const full = rows.length >= CONTRIBUTORS_MAX;

  const update = (key: number, change: Partial<EditRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const save = () => {
    setRows((current) => current.map(({ problem: _problem, ...row }) => row));
    commit({
      variables: { id: observationId, contributors: rows.map((row) => ({ person: row.personId, role: row.role })) },
      onCompleted: ({ setObservationContributors: result }) => {
        if (result.__typename === 'ContributorsPayload') {
          toast(intl.formatMessage(m.saved), { kind: 'success' });
          onClose();
          return;
        }
        const error = mutationError(result);
        const marked = new Map<number, string>();
        for (const field of error?.fields ?? []) {
          const index = rowIndexOf(field.field);
          if (index !== null) marked.set(index, field.code);
        }
        if (marked.size > 0) {
          setRows((current) => current.map((row, index) => (marked.has(index) ? { ...row, problem: marked.get(index) } : row)));
          return;
        }
        void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
      },
      onError: (error) => void requestError(error),
    });
  };

  return (
    <form
      className="obs-contributors-form"
      data-testid="contributors-form"
      noValidate
      aria-describedby={hintId}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <p id={hintId} className="obs-muted">
        {intl.formatMessage(m.hint)}
      </p>
      {rows.length > 0 && (
        <ul className="obs-contributors-form__rows">
          {rows.map((row) => (
            <li key={row.key} className="obs-contributors-form__row" data-testid="contributor-row" data-invalid={row.problem ? true : undefined}>
              <span className="obs-contributors-form__name">{row.name}</span>
              <div className="obs-contributors-form__controls obs-filters__field">
                <select
                  aria-label={intl.formatMessage(m.role, { name: row.name })}
                  value={row.role}
                  onChange={(event) => {
                    const role = event.target.value;
                    if (isContributionRole(role)) update(row.key, { role, problem: undefined });
                  }}
                >
                  {CONTRIBUTION_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {intl.formatMessage(contributionRoleMessages[role])}
                    </option>
                  ))}
                </select>
                <Button
                  className="obs-button obs-button--small obs-button--danger"
                  aria-label={intl.formatMessage(m.removeNamed, { name: row.name })}
                  onPress={() => setRows((current) => current.filter((each) => each.key !== row.key))}
                >
                  <Icon name="close" size={16} />
                  {intl.formatMessage(m.remove)}
                </Button>
              </div>
              {row.problem && (
                <span className="obs-filters__error" role="alert">
                  {formatToken(intl, row.problem)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="obs-muted">{intl.formatMessage(m.full, { max: CONTRIBUTORS_MAX })}</p>
      ) : (
        <EntityAutocomplete
          label={intl.formatMessage(m.add)}
          types={PERSON_TYPES}
          onSelect={(person) => setRows((current) => [...current, { key: nextKey.current++, personId: person.id, name: person.label, role: DEFAULT_ROLE }])}
        />
      )}
      <div className="obs-contributors-form__actions">
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
