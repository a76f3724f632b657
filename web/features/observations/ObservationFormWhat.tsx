import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LIFE_STAGES } from '@domain/observations/enums.ts';
import type { ObservationFormValues } from './observation-form-values.ts';
import { formMessages as m, stageMessages } from './observation-form-messages.ts';
import { Field, type SectionProps } from './ObservationFormFields.tsx';
import { SpeciesField } from './SpeciesField.tsx';

/** What was seen: the species, how many, in which life stage. */
export function WhatSection({ values, set, problemFor }: SectionProps) {
  const intl = useIntl();
  const ids = { individuals: useId(), lifeStage: useId() };
  return (
    <fieldset className="obs-form__section">
      <legend className="obs-form__legend">{intl.formatMessage(m.sectionWhat)}</legend>
      <SpeciesField value={values.species} onChange={set('species')} error={problemFor('species')} />
      <div className="obs-form__row">
        <Field id={ids.individuals} label={intl.formatMessage(m.individuals)} error={problemFor('individuals')} size="number">
          <input
            id={ids.individuals}
            name="individuals"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.individuals}
            onChange={(event) => set('individuals')(event.target.value)}
          />
        </Field>
        <Field id={ids.lifeStage} label={intl.formatMessage(m.lifeStage)}>
          <select id={ids.lifeStage} value={values.lifeStage} onChange={(event) => set('lifeStage')(event.target.value as ObservationFormValues['lifeStage'])}>
            {LIFE_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {intl.formatMessage(stageMessages[stage]!)}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
