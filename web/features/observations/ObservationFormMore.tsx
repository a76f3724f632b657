import { useId } from 'react';
import { useIntl } from 'react-intl';
import { BASIS_OF_RECORD as BASES_OF_RECORD, LICENCES } from '@domain/observations/enums.ts';
import { PRIVACY_CHOICES, privacyLevel } from '@domain/privacy.ts';
import type { ObservationFormValues } from './observation-form-values.ts';
import { privacyMessages } from '../home/timeline-item.ts';
import { basisText } from './observation-status.ts';
import { formMessages as m } from './observation-form-messages.ts';
import { Field, licenceLabel, type SectionProps } from './ObservationFormFields.tsx';

/** The rest: notes, a comment, the basis of record, the licence and who may see the record. */
export function MoreSection({ values, set, problemFor }: SectionProps) {
  const intl = useIntl();
  const ids = { notes: useId(), comment: useId(), basis: useId(), licence: useId(), privacy: useId() };
  return (
    <fieldset className="obs-form__section">
      <legend className="obs-form__legend">{intl.formatMessage(m.sectionMore)}</legend>
      <Field id={ids.notes} label={intl.formatMessage(m.notes)} error={problemFor('notes')}>
        <textarea id={ids.notes} name="notes" rows={3} value={values.notes} onChange={(event) => set('notes')(event.target.value)} />
      </Field>
      <Field id={ids.comment} label={intl.formatMessage(m.comment)} error={problemFor('comment')}>
        <textarea id={ids.comment} name="comment" rows={2} value={values.comment} onChange={(event) => set('comment')(event.target.value)} />
      </Field>
      <Field id={ids.basis} label={intl.formatMessage(m.basisOfRecord)}>
        <select id={ids.basis} value={values.basisOfRecord} onChange={(event) => set('basisOfRecord')(event.target.value as ObservationFormValues['basisOfRecord'])}>
          {BASES_OF_RECORD.map((basis) => (
            <option key={basis} value={basis}>
              {basisText(intl, basis)}
            </option>
          ))}
        </select>
      </Field>
      <div className="obs-form__row">
        <Field id={ids.licence} label={intl.formatMessage(m.licence)}>
          <select id={ids.licence} value={values.licence} onChange={(event) => set('licence')(event.target.value as ObservationFormValues['licence'])}>
            {LICENCES.map((licence) => (
              <option key={licence} value={licence}>
                {licenceLabel(intl, licence)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.privacy} label={intl.formatMessage(m.privacy)}>
          <select id={ids.privacy} value={values.privacy} onChange={(event) => set('privacy')(Number(event.target.value))}>
            {PRIVACY_CHOICES.map((level) => (
              <option key={level} value={level}>
                {intl.formatMessage(privacyMessages[privacyLevel(level)])}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
