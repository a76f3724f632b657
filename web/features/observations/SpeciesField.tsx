import { useCallback, useId } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Autocomplete } from '../../ui/index.ts';
import type { SpeciesChoice } from './observation-form-values.ts';
import { formMessages as m } from './observation-form-messages.ts';
import { type SpeciesSuggestion, useSpeciesSuggestions } from './useSpeciesSuggestions.ts';

const UNIDENTIFIED_KEY = 'unidentified';

export interface SpeciesFieldProps {
  value: SpeciesChoice | null;
  onChange: (value: SpeciesChoice | null) => void;
  /** the problem's text, when the field is marked */
  error?: string;
}

/**
 * The species of a record: the catalogue by scientific or common name (30 suggestions, nothing
 * asked for empty text), each with its common name in the UI language and its thumbnail; the last
 * suggestion keeps the typed text as a not identified species.
 */
export function SpeciesField({ value, onChange, error }: SpeciesFieldProps) {
  const intl = useIntl();
  const ids = { text: useId(), error: useId() };
  const suggestions = useSpeciesSuggestions();
  const load = useCallback(
    async (text: string): Promise<SpeciesSuggestion[]> => {
      const found = await suggestions(text);
      return [
        ...found,
        {
          id: UNIDENTIFIED_KEY,
          label: intl.formatMessage(m.unidentifiedOption, { text }),
          description: intl.formatMessage(m.unidentifiedOptionHint),
          choice: { kind: 'unidentified', text },
        },
      ];
    },
    [suggestions, intl],
  );

  return (
    <div className={`obs-form__species${error ? ' obs-form__species--invalid' : ''}`} data-testid="species-field">
      {value === null ? (
        <>
          <Autocomplete<SpeciesSuggestion>
            label={intl.formatMessage(m.species)}
            load={load}
            onSelect={(item) => onChange(item.choice)}
            placeholder={intl.formatMessage(m.speciesPlaceholder)}
            emptyText={intl.formatMessage(m.speciesEmpty)}
          />
          <Button className="obs-form__link-button" onPress={() => onChange({ kind: 'unidentified', text: '' })}>
            {intl.formatMessage(m.unidentifiedButton)}
          </Button>
        </>
      ) : (
        <>
          <span className="obs-form__label">{intl.formatMessage(m.species)}</span>
          <div className="obs-form__chosen">
            {value.kind === 'species' && value.thumbnailUrl ? (
              <img className="obs-form__thumb" src={value.thumbnailUrl} alt="" />
            ) : (
              <span className="obs-form__thumb" aria-hidden="true">
                {value.kind === 'species' ? value.scientificName.charAt(0) : '?'}
              </span>
            )}
            <span className="obs-form__chosen-text" data-testid="species-chosen">
              {value.kind === 'species' ? (
                <>
                  <em className="obs-form__scientific">{value.scientificName}</em>
                  {value.commonName && <span className="obs-form__common">{value.commonName}</span>}
                </>
              ) : (
                <span className="obs-form__scientific">{intl.formatMessage(m.unidentified)}</span>
              )}
            </span>
            <Button className="obs-form__button obs-form__button--small obs-form__button--quiet" onPress={() => onChange(null)}>
              {intl.formatMessage(m.speciesChange)}
            </Button>
          </div>
          {value.kind === 'unidentified' && (
            <div className="obs-form__field">
              <label htmlFor={ids.text}>{intl.formatMessage(m.speciesText)}</label>
              <input
                id={ids.text}
                value={value.text}
                maxLength={200}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                onChange={(event) => onChange({ kind: 'unidentified', text: event.target.value })}
              />
            </div>
          )}
        </>
      )}
      {error && (
        <span id={ids.error} className="obs-form__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
