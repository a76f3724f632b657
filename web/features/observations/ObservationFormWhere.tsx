import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FormField } from './observation-form-validation.ts';
import type { ObservationFormValues } from './observation-form-values.ts';
import { fieldLabels, formMessages as m } from './observation-form-messages.ts';
import { CoordinateField } from './CoordinateField.tsx';
import { Field, type SectionProps } from './ObservationFormFields.tsx';
import type { ObservationPlaces } from './useObservationPlaces.ts';

interface WhereSectionProps extends SectionProps {
  update: (patch: Partial<ObservationFormValues>, fields: readonly FormField[]) => void;
  place: ObservationPlaces;
}

/** Where it was seen: the country, the coordinates (typed, located, picked on the map or chosen from the places), the place's names. */
export function WhereSection({ values, set, update, problemFor, place }: WhereSectionProps) {
  const intl = useIntl();
  const { countries, countryName, geolocation, pickOnMap, setPlacesOpen, savePlace, savingPlace } = place;
  const ids = { country: useId(), region: useId(), settlement: useId(), location: useId(), alt: useId(), accuracy: useId(), sensitive: useId() };

  const text = (field: 'region' | 'closestSettlement' | 'location', id: string, max: number) => (
    <Field id={id} label={intl.formatMessage(fieldLabels[field]!)} error={problemFor(field)}>
      <input id={id} name={field} value={values[field]} maxLength={max} onChange={(event) => set(field)(event.target.value)} />
    </Field>
  );

  return (
    <fieldset className="obs-form__section">
      <legend className="obs-form__legend">{intl.formatMessage(m.sectionWhere)}</legend>
      <Field id={ids.country} label={intl.formatMessage(m.country)} error={problemFor('country')}>
        <select id={ids.country} name="country" value={values.country} onChange={(event) => set('country')(event.target.value)}>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </Field>
      <CoordinateField
        value={values.coordinates}
        origin={values.origin}
        country={values.country}
        countryName={countryName(values.country)}
        onChange={(coordinates) => update({ coordinates }, ['coordinates'])}
        error={problemFor('coordinates')}
        canLocate={geolocation.supported}
        locating={geolocation.locating}
        onLocate={geolocation.locate}
        onPickOnMap={pickOnMap}
        onChoosePlace={() => setPlacesOpen(true)}
        onSavePlace={savePlace}
        savingPlace={savingPlace}
      />
      {text('closestSettlement', ids.settlement, 200)}
      {text('region', ids.region, 200)}
      {text('location', ids.location, 500)}
      <div className="obs-form__row">
        <Field id={ids.alt} label={intl.formatMessage(m.altitude)} error={problemFor('alt')}>
          <input id={ids.alt} name="alt" inputMode="decimal" value={values.alt} onChange={(event) => set('alt')(event.target.value)} />
        </Field>
        <Field id={ids.accuracy} label={intl.formatMessage(m.accuracy)} error={problemFor('accuracy')}>
          <input id={ids.accuracy} name="accuracy" inputMode="decimal" value={values.accuracy} onChange={(event) => set('accuracy')(event.target.value)} />
        </Field>
      </div>
      <div className="obs-form__checkbox">
        <input id={ids.sensitive} type="checkbox" checked={values.sensitive} onChange={(event) => set('sensitive')(event.target.checked)} />
        <label htmlFor={ids.sensitive}>
          <span>{intl.formatMessage(m.sensitive)}</span>
          <span className="obs-form__hint">{intl.formatMessage(m.sensitiveHint)}</span>
        </label>
      </div>
    </fieldset>
  );
}
