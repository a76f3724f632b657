import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ObservationFormCheckQuery, ObservationFormCheckQuery$data, ObservationInput } from '../../__generated__/ObservationFormCheckQuery.graphql.ts';
import { Spinner } from '../../ui/index.ts';
import type { ObservationInputShape } from './observation-form-input.ts';
import { formField, type FormProblem } from './observation-form-validation.ts';
import { formMessages as m } from './observation-form-messages.ts';
import { flagText } from './observation-status.ts';
import { mutationError } from '../../relay/mutation-error.ts';

const checkQuery = graphql`
  query ObservationFormCheckQuery($input: ObservationInput!, $recId: Int) {
    observationEntryCheck(input: $input, recId: $recId) {
      __typename
      ... on ObservationEntryCheck {
        status
        flags
        mediaRequired
        mediaMissing
        duplicates {
          recId
          distanceM
        }
      }
      ...mutationError_error
    }
  }
`;

export type EntryCheck =
  | { kind: 'check'; status: number; flags: readonly string[]; mediaMissing: boolean; duplicates: readonly { recId: number; distanceM: number }[] }
  | { kind: 'invalid'; problems: FormProblem[] }
  | { kind: 'error'; code: string };

/** Only what the entry rules look at, with the media already attached: typing a note does not ask again. */
export function checkInput(input: ObservationInputShape, mediaIds: readonly number[]): ObservationInput {
  return {
    mediaIds,
    speciesId: input.speciesId,
    speciesText: input.speciesText,
    country: input.country,
    verbatimLat: input.verbatimLat,
    verbatimLon: input.verbatimLon,
    locationSource: input.locationSource,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    lifeStage: input.lifeStage,
  };
}

function toCheck(data: ObservationFormCheckQuery$data | undefined): EntryCheck {
  const result = data?.observationEntryCheck;
  if (!result) return { kind: 'error', code: 'OPERATION_NOT_SUCCEEDED' };
  if (result.__typename === 'ObservationEntryCheck') {
    return {
      kind: 'check',
      status: result.status ?? 2,
      flags: result.flags ?? [],
      mediaMissing: result.mediaMissing ?? false,
      duplicates: result.duplicates ?? [],
    };
  }
  const error = mutationError(result);
  if (error?.fields.length) {
    return { kind: 'invalid', problems: error.fields.map((field) => ({ field: formField(field.field), code: field.code, message: field.message })) };
  }
  return { kind: 'error', code: error?.code ?? 'OPERATION_NOT_SUCCEEDED' };
}

/** Wait this long after the last change before asking the rules. */
export const CHECK_DEBOUNCE_MS = 400;

export interface EntryCheckState {
  /** null: the form is not complete enough to ask */
  current: { loading: true } | { loading: false; check: EntryCheck } | null;
  /** Asks now (on saving) and shows the answer; rejects when the request fails. */
  run: (input: ObservationInputShape, mediaIds: readonly number[]) => Promise<EntryCheck>;
}

/**
 * observationEntryCheck while the form is filled in: what saving would do (accepted at once or
 * reviewed; flags; whether the photos attached meet the media requirement; possible duplicates).
 * It runs on the server, with its rules, a short while after the last change of a field the rules
 * look at or of the attached media.
 */
export function useEntryCheck(input: ObservationInputShape | null, mediaIds: readonly number[], recId: number | null): EntryCheckState {
  const environment = useRelayEnvironment();
  const variables = useMemo(() => (input ? { input: checkInput(input, mediaIds), recId } : null), [input, mediaIds, recId]);
  const key = variables ? JSON.stringify(variables) : null;
  const [answer, setAnswer] = useState<{ key: string; check: EntryCheck } | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    let subscription: { unsubscribe: () => void } | null = null;
    const timer = setTimeout(() => {
      subscription = fetchQuery<ObservationFormCheckQuery>(environment, checkQuery, JSON.parse(key) as ObservationFormCheckQuery['variables'], {
        fetchPolicy: 'network-only',
      }).subscribe({
        next: (data) => setAnswer({ key, check: toCheck(data) }),
        error: () => setAnswer({ key, check: { kind: 'error', code: 'NETWORK' } }),
      });
    }, CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, key]);

  const run = useCallback(
    async (shape: ObservationInputShape, attached: readonly number[]) => {
      const runVariables = { input: checkInput(shape, attached), recId };
      const data = await fetchQuery<ObservationFormCheckQuery>(environment, checkQuery, runVariables, { fetchPolicy: 'network-only' }).toPromise();
      const check = toCheck(data);
      setAnswer({ key: JSON.stringify(runVariables), check });
      return check;
    },
    [environment, recId],
  );

  const current = key === null ? null : answer?.key === key ? { loading: false as const, check: answer.check } : { loading: true as const };
  return { current, run };
}

/** The panel above the save button: what will happen to the record when it is saved. */
export function EntryCheckPanel({ state, keepsStatus = false }: { state: EntryCheckState['current']; keepsStatus?: boolean }) {
  const intl = useIntl();
  let body;
  let tone = 'neutral';
  if (state === null) {
    body = <p className="obs-form__check-text">{intl.formatMessage(m.checkIncomplete)}</p>;
  } else if (state.loading) {
    body = (
      <p className="obs-form__check-text obs-form__check-text--loading">
        <Spinner size="small" /> {intl.formatMessage(m.checkRunning)}
      </p>
    );
  } else if (state.check.kind === 'check') {
    const { check } = state;
    tone = keepsStatus ? 'neutral' : check.status === 1 ? 'accepted' : 'review';
    body = (
      <>
        {keepsStatus ? (
          <p className="obs-form__check-text obs-form__check-text--strong">{intl.formatMessage(m.checkKeepsStatus)}</p>
        ) : check.status === 1 ? (
          <p className="obs-form__check-text obs-form__check-text--strong" data-testid="check-accepted">
            <CheckIcon ok /> {intl.formatMessage(m.checkAccepted)}
          </p>
        ) : (
          <p className="obs-form__check-text obs-form__check-text--strong" data-testid="check-review">
            <CheckIcon ok={false} /> {intl.formatMessage(m.checkReview)}
          </p>
        )}
        {check.flags.length > 0 && (
          <div className="obs-form__check-block" data-testid="check-flags">
            <p className="obs-form__check-text">{intl.formatMessage(m.checkFlags)}</p>
            <ul className="obs-form__reasons">
              {check.flags.map((flag) => (
                <li key={flag} data-flag={flag}>
                  {flagText(intl, flag)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {check.mediaMissing && (
          <div className="obs-form__check-block obs-form__check-block--warn" data-testid="check-media">
            <p className="obs-form__check-text obs-form__check-text--strong">{intl.formatMessage(m.mediaRequired)}</p>
          </div>
        )}
        {check.duplicates.length > 0 && (
          <div className="obs-form__check-block obs-form__check-block--warn" data-testid="check-duplicates">
            <p className="obs-form__check-text obs-form__check-text--strong">{intl.formatMessage(m.duplicates)}</p>
            <ul className="obs-form__reasons">
              {check.duplicates.map((duplicate) => (
                <li key={duplicate.recId}>
                  <Link to={`/my/observation/${duplicate.recId}/`}>
                    {intl.formatMessage(m.duplicate, { recId: duplicate.recId, distance: intl.formatNumber(duplicate.distanceM) })}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="obs-form__check-text">{intl.formatMessage(m.duplicatesHint)}</p>
          </div>
        )}
      </>
    );
  } else if (state.check.kind === 'invalid') {
    body = <p className="obs-form__check-text">{intl.formatMessage(m.checkIncomplete)}</p>;
  } else {
    body = <p className="obs-form__check-text">{intl.formatMessage(m.checkFailed)}</p>;
  }
  return (
    <section className={`obs-form__check obs-form__check--${tone}`} aria-live="polite" aria-label={intl.formatMessage(m.checkHeading)} data-testid="entry-check">
      <h2 className="obs-form__check-heading">{intl.formatMessage(m.checkHeading)}</h2>
      {body}
    </section>
  );
}

function CheckIcon({ ok }: { ok: boolean }) {
  return (
    <svg className="obs-form__check-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={ok ? 'm5 12.5 4.5 4.5L19 7.5' : 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5V12l3 2'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
