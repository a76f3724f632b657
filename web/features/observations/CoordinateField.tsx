import { useId, useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { coordinateFeedback } from './observation-form-validation.ts';
import type { CoordinateOrigin } from './observation-form-values.ts';
import { formMessages as m, parserErrorMessages, sourceMessages } from './observation-form-messages.ts';

/** The example of the hint: degrees, minutes and seconds with the letters the parser reads. */
const DMS_EXAMPLE = `47°29'52"N 19°02'24"E`;

export interface CoordinateFieldProps {
  value: string;
  origin: CoordinateOrigin | null;
  /** the chosen country's code, for the boundary check */
  country: string;
  countryName: string;
  onChange: (text: string) => void;
  /** a problem found on saving (the live feedback shows the rest) */
  error?: string;
  canLocate: boolean;
  locating: boolean;
  onLocate: () => void;
  onPickOnMap: () => void;
  onChoosePlace: () => void;
  onSavePlace: () => void;
  savingPlace: boolean;
}

/**
 * The verbatim coordinates in one text field (recording §5), with live feedback under it from the
 * server's own parser: the point in decimal degrees and in degrees, minutes and seconds, or the
 * parser's exact error; and whether the point lies in the chosen country. Below, the ways to fill
 * it: the device position, the map picker and the saved places, and saving the place for later.
 */
export function CoordinateField(props: CoordinateFieldProps) {
  const { value, origin, country, countryName, onChange, error } = props;
  const intl = useIntl();
  const ids = { input: useId(), feedback: useId() };
  const feedback = useMemo(() => coordinateFeedback(value, country), [value, country]);
  const source = origin && origin.text === value && value.trim() ? origin.source : null;
  const invalid = Boolean(error) || feedback.kind === 'error' || (feedback.kind === 'point' && feedback.outside !== null);

  return (
    <div className="obs-form__field obs-form__coordinates">
      <label htmlFor={ids.input}>{intl.formatMessage(m.coordinates)}</label>
      <input
        id={ids.input}
        name="coordinates"
        value={value}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={ids.feedback}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={ids.feedback} className="obs-form__feedback" aria-live="polite" data-testid="coordinate-feedback">
        {feedback.kind === 'empty' && <span className="obs-form__hint">{intl.formatMessage(m.coordinatesHint, { example: DMS_EXAMPLE })}</span>}
        {feedback.kind === 'error' && (
          <>
            <span className="obs-form__error">{intl.formatMessage(m.coordinatesError, { error: feedback.error })}</span>
            {parserErrorMessages[feedback.error] && <span className="obs-form__hint">{intl.formatMessage(parserErrorMessages[feedback.error]!)}</span>}
          </>
        )}
        {feedback.kind === 'point' && (
          <>
            <span className="obs-form__parsed">{intl.formatMessage(m.coordinatesDecimal, { value: feedback.decimal })}</span>
            <span className="obs-form__parsed">{intl.formatMessage(m.coordinatesDms, { value: feedback.dms })}</span>
            {feedback.outside && <span className="obs-form__error">{intl.formatMessage(m.outsideBoundary, { country: countryName })}</span>}
            {source && sourceMessages[source] && (
              <span className="obs-form__hint">{intl.formatMessage(m.source, { source: intl.formatMessage(sourceMessages[source]) })}</span>
            )}
          </>
        )}
        {error && feedback.kind === 'empty' && <span className="obs-form__error">{error}</span>}
      </div>
      <div className="obs-form__tools">
        {props.canLocate && (
          <Button className="obs-form__button obs-form__button--tool" onPress={props.onLocate} isDisabled={props.locating}>
            <ToolIcon path="M12 2v3m0 14v3M2 12h3m14 0h3M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
            {intl.formatMessage(props.locating ? m.locating : m.useMyPosition)}
          </Button>
        )}
        <Button className="obs-form__button obs-form__button--tool" onPress={props.onPickOnMap}>
          <ToolIcon path="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14" />
          {intl.formatMessage(m.pickOnMap)}
        </Button>
        <Button className="obs-form__button obs-form__button--tool" onPress={props.onChoosePlace}>
          <ToolIcon path="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-13.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
          {intl.formatMessage(m.savedPlaces)}
        </Button>
        <Button
          className="obs-form__button obs-form__button--tool"
          onPress={props.onSavePlace}
          isDisabled={props.savingPlace || feedback.kind !== 'point' || feedback.outside !== null}
        >
          <ToolIcon path="M6 3h12v18l-6-4-6 4V3Z" />
          {intl.formatMessage(m.saveThisPlace)}
        </Button>
      </div>
    </div>
  );
}

function ToolIcon({ path }: { path: string }) {
  return (
    <svg className="obs-form__tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
