import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { SpeciesMergeMutation } from '../../__generated__/SpeciesMergeMutation.graphql.ts';
import { useConfirm, useFailureToast, useToast } from '../../ui/index.ts';
import type { SpeciesChoice } from '../observations/observation-form-values.ts';
import { SpeciesField } from '../observations/SpeciesField.tsx';
import { speciesMessages } from './messages.ts';
import { removeSpeciesFromLists } from './store.ts';
import { mutationError } from '../../relay/mutation-error.ts';

const mergeMutation = graphql`
  mutation SpeciesMergeMutation($id: ID!, $intoId: ID!) {
    mergeSpecies(id: $id, intoId: $intoId) {
      __typename
      ... on MergeSpeciesPayload {
        mergedId
        moved
        species {
          id
          recId
          stat {
            cnt
          }
        }
      }
      ...mutationError_error
    }
  }
`;

export interface SpeciesMergeProps {
  species: { id: string; scientificName: string };
  disabled: boolean;
  /** after the merge, with the target's record id */
  onMerged: (targetRecId: number) => void;
}

/**
 * A taxon change (admins), offered instead of deleting a species with records: its records move to
 * the chosen species, each keeping the old name in its history, and this species is removed.
 */
export function SpeciesMerge({ species, disabled, onMerged }: SpeciesMergeProps) {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const failed = useFailureToast();
  const headingId = useId();
  const [target, setTarget] = useState<SpeciesChoice | null>(null);
  const [commit, merging] = useMutation<SpeciesMergeMutation>(mergeMutation);
  const chosen = target?.kind === 'species' && target.id !== species.id ? target : null;

  const merge = async () => {
    if (!chosen) return;
    const confirmed = await confirm({
      message: intl.formatMessage(speciesMessages.mergeConfirm, { name: species.scientificName, target: chosen.scientificName }),
      confirmLabel: intl.formatMessage(speciesMessages.merge),
      destructive: true,
    });
    if (!confirmed) return;
    commit({
      variables: { id: species.id, intoId: chosen.id },
      updater: (store, response) => {
        if (response?.mergeSpecies.__typename === 'MergeSpeciesPayload') removeSpeciesFromLists(store, species.id);
      },
      onCompleted: ({ mergeSpecies }) => {
        if (mergeSpecies.__typename !== 'MergeSpeciesPayload' || !mergeSpecies.species) return failed(mutationError(mergeSpecies)?.code);
        toast(intl.formatMessage(speciesMessages.merged, { count: mergeSpecies.moved }), { kind: 'success' });
        onMerged(mergeSpecies.species.recId);
      },
      onError: () => failed(null),
    });
  };

  return (
    <fieldset className="species-fieldset" aria-labelledby={headingId} data-testid="species-merge">
      <legend id={headingId}>{intl.formatMessage(speciesMessages.mergeTitle)}</legend>
      <p className="species-field__hint">{intl.formatMessage(speciesMessages.mergeHint)}</p>
      <SpeciesField value={target} onChange={setTarget} />
      <div className="species-form__actions">
        <Button className="species-button species-button--danger" onPress={() => void merge()} isDisabled={disabled || merging || !chosen}>
          {intl.formatMessage(speciesMessages.merge)}
        </Button>
      </div>
    </fieldset>
  );
}
