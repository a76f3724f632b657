import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { SampleFormPageCreateMutation } from '../../__generated__/SampleFormPageCreateMutation.graphql.ts';
import type { SampleFormPageQuery } from '../../__generated__/SampleFormPageQuery.graphql.ts';
import type { SampleFormPageUpdateMutation } from '../../__generated__/SampleFormPageUpdateMutation.graphql.ts';
import { LIFE_STAGES, type LifeStage } from '@domain/observations/enums.ts';
import { EFFORT_UNIT_NAMES, type EffortUnit, SAMPLE_PROTOCOLS, type SampleProtocol } from '@domain/samples.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useFailureToast, useToast } from '../../ui/index.ts';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { clearPick, peekPick } from '../observations/observation-form-draft.ts';
import { coordinateFeedback, parsedPoint } from '../observations/observation-form-validation.ts';
import { countryOptions, pointCoordinates, todayText } from '../observations/observation-form-values.ts';
import { lifeStageMessage } from '../observations/observation-status.ts';
import { SpeciesField } from '../observations/SpeciesField.tsx';
import { recIdParam } from '../shell/route-params.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { effortUnitMessages, sampleMessages as m, sampleProblemMessages, protocolMessages } from './messages.ts';
import {
  changedSince,
  newRow,
  newRowId,
  newSampleValues,
  problemsByPlace,
  sampleInput,
  type SampleFormValues,
  type SampleRowValues,
  sampleValues,
} from './sample-form.ts';
import { sampleGlobalId } from './sample-ids.ts';
import '../observations/ObservationForm.css';
import './samples.css';

const DRAFT_KEY = 'lepke.sampleForm.draft';

interface SampleDraft {
  path: string;
  values: SampleFormValues;
  initial: SampleFormValues;
  clientId: string;
  savedAt: number;
}

function takeDraft(path: string): SampleDraft | null {
  try {
    const draft = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null') as SampleDraft | null;
    window.sessionStorage.removeItem(DRAFT_KEY);
    return draft && draft.path === path && Date.now() - draft.savedAt < 30 * 60_000 ? draft : null;
  } catch {
    return null;
  }
}

/** The route component of `/my/sample/add/` and `/my/sample/edit/{rec_id}`: a sample's fields and its rows. */
export default function SampleFormPage() {
  return (
    <PartTexts part="samples">
      <RouteScreen className="samples">
        <SampleFormLoader />
      </RouteScreen>
    </PartTexts>
  );
}

function SampleFormLoader() {
  const intl = useIntl();
  const recId = recIdParam(useParams().recId) ?? 0;
  const data = useLazyLoadQuery<SampleFormPageQuery>(
    graphql`
      query SampleFormPageQuery($id: ID!, $editing: Boolean!) {
        node(id: $id) @include(if: $editing) {
          ... on Sample {
            id
            recId
            protocol
            dateFrom
            dateTo
            timeStart
            timeEnd
            effort
            completeList
            country
            closestSettlement
            location
            verbatimLat
            verbatimLon
            lat
            lon
            notes
            observations(first: 1000) {
              edges {
                node {
                  recId
                  clientId
                  speciesText
                  individuals
                  lifeStage
                  species {
                    id
                    recId
                    scientificName
                    commonName
                  }
                }
              }
            }
          }
        }
      }
    `,
    { id: sampleGlobalId(recId), editing: recId > 0 },
    { fetchPolicy: 'network-only' },
  );
  const sample = data.node;
  const initial = useMemo<SampleFormValues | null>(() => {
    if (recId === 0) return newSampleValues(todayText());
    if (!sample?.recId) return null;
    // Records are listed newest first; the form keeps the order they were added in.
    const rows: SampleRowValues[] = (sample.observations?.edges ?? [])
      .map((edge) => edge.node)
      .toSorted((a, b) => a.recId - b.recId)
      .map((record) => ({
        clientId: record.clientId ?? newRowId(),
        species: record.species
          ? {
              kind: 'species',
              id: record.species.id,
              recId: record.species.recId,
              scientificName: record.species.scientificName,
              commonName: record.species.commonName ?? null,
              thumbnailUrl: null,
            }
          : { kind: 'unidentified', text: record.speciesText ?? '' },
        individuals: record.individuals == null ? '' : String(record.individuals),
        lifeStage: record.lifeStage as LifeStage,
      }));
    return sampleValues({
      ...sample,
      protocol: sample.protocol ?? 'OTHER',
      dateFrom: sample.dateFrom ?? '',
      dateTo: sample.dateTo ?? '',
      country: sample.country ?? 'HU',
      completeList: sample.completeList ?? false,
      notes: sample.notes ?? '',
      rows,
    });
  }, [recId, sample]);
  if (!initial) {
    return (
      <div className="samples__empty">
        <p>{intl.formatMessage(m.notFound)}</p>
        <Link to="/my/sample/">{intl.formatMessage(m.backToList)}</Link>
      </div>
    );
  }
  return <SampleForm key={recId} recId={recId} globalId={sample?.id ?? null} opened={initial} />;
}

function SampleForm({ recId, globalId, opened }: { recId: number; globalId: string | null; opened: SampleFormValues }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const path = useLocation().pathname;
  const toast = useToast();
  const failed = useFailureToast();
  const ids = {
    protocol: useId(),
    dateFrom: useId(),
    dateTo: useId(),
    timeStart: useId(),
    timeEnd: useId(),
    amount: useId(),
    unit: useId(),
    note: useId(),
    country: useId(),
    settlement: useId(),
    location: useId(),
    coordinates: useId(),
    complete: useId(),
    notes: useId(),
  };
  // Back from the map picker: the stashed values, with the picked point.
  const [restored] = useState(() => takeDraft(path));
  const [initial] = useState(() => restored?.initial ?? opened);
  const [clientId] = useState(() => restored?.clientId ?? crypto.randomUUID());
  const [values, setValues] = useState<SampleFormValues>(() => {
    const start = restored?.values ?? opened;
    const pick = restored ? peekPick(restored.savedAt) : null;
    if (!pick) return start;
    clearPick();
    return { ...start, coordinates: pointCoordinates(pick.lat, pick.lon, 'MAP').coordinates, locationSource: 'MAP' };
  });
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const guard = useUnsavedChangesGuard(changedSince(initial, values));
  const countries = useMemo(() => countryOptions(intl.locale, intl.formatMessage(m.country)), [intl]);
  const feedback = useMemo(() => coordinateFeedback(values.coordinates, values.country), [values.coordinates, values.country]);

  const [commitCreate, creating] = useMutation<SampleFormPageCreateMutation>(graphql`
    mutation SampleFormPageCreateMutation($clientId: String!, $input: SampleInput!) {
      createSample(clientId: $clientId, input: $input) {
        __typename
        ... on SamplePayload {
          sample {
            recId
          }
        }
        ...mutationError_error
      }
    }
  `);
  const [commitUpdate, updating] = useMutation<SampleFormPageUpdateMutation>(graphql`
    mutation SampleFormPageUpdateMutation($id: ID!, $input: SampleInput!) {
      updateSample(id: $id, input: $input) {
        __typename
        ... on SamplePayload {
          sample {
            id
            recId
            ...SampleSummary_sample
          }
        }
        ...mutationError_error
      }
    }
  `);
  const saving = creating || updating;

  useEffect(() => {
    if (problems.size === 0) return;
    document.querySelector<HTMLElement>('.samples [aria-invalid="true"], .samples .samples__row--invalid')?.scrollIntoView({ block: 'center' });
  }, [problems]);

  const set = <Key extends keyof SampleFormValues>(key: Key, value: SampleFormValues[Key]) => setValues((current) => ({ ...current, [key]: value }));
  const setRow = (index: number, patch: Partial<SampleRowValues>) =>
    setValues((current) => ({ ...current, rows: current.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) }));
  const problem = (key: string) => {
    const code = problems.get(key);
    if (code === undefined) return undefined;
    return sampleProblemMessages[code] ? intl.formatMessage(sampleProblemMessages[code]) : formatToken(intl, code);
  };

  const answered = (result: { __typename: string; sample?: { recId: number } } & Parameters<typeof mutationError>[0]) => {
    if (result.__typename === 'SamplePayload' && result.sample) {
      guard.markSaved();
      toast(intl.formatMessage(m.saved), { kind: 'success' });
      void navigate(`/my/sample/${result.sample.recId}/`, { replace: true });
      return;
    }
    const error = mutationError(result);
    if (error?.fields.length) {
      setProblems(problemsByPlace(error.fields));
      toast(intl.formatMessage(m.notSaved), { kind: 'error' });
    } else failed(error?.code);
  };

  const save = () => {
    setProblems(new Map());
    const input = sampleInput(values);
    if (recId > 0 && globalId) {
      commitUpdate({ variables: { id: globalId, input }, onCompleted: ({ updateSample }) => answered(updateSample), onError: () => failed(null) });
    } else {
      commitCreate({ variables: { clientId, input }, onCompleted: ({ createSample }) => answered(createSample), onError: () => failed(null) });
    }
  };

  const pickOnMap = () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ path, values, initial, clientId, savedAt: Date.now() } satisfies SampleDraft));
    guard.markSaved();
    const params = new URLSearchParams();
    const point = parsedPoint(values.coordinates);
    if (point) {
      params.set('lat', String(point.lat));
      params.set('lon', String(point.lon));
    }
    if (values.country !== 'EU') params.set('country', values.country);
    void navigate(`/map/get_position_1/?${params}`);
  };

  return (
    <form
      className="samples__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h1>{intl.formatMessage(recId > 0 ? m.editTitle : m.addTitle)}</h1>
      <Field id={ids.protocol} label={intl.formatMessage(m.protocol)} error={problem('protocol')}>
        <select id={ids.protocol} value={values.protocol} onChange={(event) => set('protocol', event.target.value as SampleProtocol)} data-testid="sample-protocol">
          {SAMPLE_PROTOCOLS.map((protocol) => (
            <option key={protocol} value={protocol}>
              {intl.formatMessage(protocolMessages[protocol])}
            </option>
          ))}
        </select>
      </Field>
      <div className="samples__pair">
        <Field id={ids.dateFrom} label={intl.formatMessage(m.dateFrom)} error={problem('dateFrom')}>
          <input
            id={ids.dateFrom}
            type="date"
            value={values.dateFrom}
            onChange={(event) => set('dateFrom', event.target.value)}
            aria-invalid={problems.has('dateFrom') || undefined}
          />
        </Field>
        <Field id={ids.dateTo} label={intl.formatMessage(m.dateTo)} error={problem('dateTo')}>
          <input
            id={ids.dateTo}
            type="date"
            value={values.dateTo}
            min={values.dateFrom}
            onChange={(event) => set('dateTo', event.target.value)}
            aria-invalid={problems.has('dateTo') || undefined}
          />
        </Field>
      </div>
      <div className="samples__pair">
        <Field id={ids.timeStart} label={intl.formatMessage(m.timeStart)} error={problem('timeStart')}>
          <input
            id={ids.timeStart}
            type="time"
            value={values.timeStart}
            onChange={(event) => set('timeStart', event.target.value)}
            aria-invalid={problems.has('timeStart') || undefined}
          />
        </Field>
        <Field id={ids.timeEnd} label={intl.formatMessage(m.timeEnd)} error={problem('timeEnd')}>
          <input
            id={ids.timeEnd}
            type="time"
            value={values.timeEnd}
            onChange={(event) => set('timeEnd', event.target.value)}
            aria-invalid={problems.has('timeEnd') || undefined}
          />
        </Field>
      </div>
      <fieldset className="samples__group">
        <legend>{intl.formatMessage(m.effort)}</legend>
        <div className="samples__pair">
          <Field id={ids.amount} label={intl.formatMessage(m.effortAmount)}>
            <input id={ids.amount} inputMode="decimal" value={values.effortAmount} onChange={(event) => set('effortAmount', event.target.value)} />
          </Field>
          <Field id={ids.unit} label={intl.formatMessage(m.effortUnit)}>
            <select id={ids.unit} value={values.effortUnit} onChange={(event) => set('effortUnit', event.target.value as EffortUnit)}>
              {EFFORT_UNIT_NAMES.map((unit) => (
                <option key={unit} value={unit}>
                  {intl.formatMessage(effortUnitMessages[unit])}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={ids.note} label={intl.formatMessage(m.effortNote)} error={problem('effort')}>
          <input id={ids.note} value={values.effortNote} maxLength={400} onChange={(event) => set('effortNote', event.target.value)} />
        </Field>
      </fieldset>
      <fieldset className="samples__group">
        <legend>{intl.formatMessage(m.where)}</legend>
        <Field id={ids.country} label={intl.formatMessage(m.country)} error={problem('country')}>
          <select id={ids.country} value={values.country} onChange={(event) => set('country', event.target.value)}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.settlement} label={intl.formatMessage(m.closestSettlement)} error={problem('closestSettlement')}>
          <input id={ids.settlement} value={values.closestSettlement} maxLength={200} onChange={(event) => set('closestSettlement', event.target.value)} />
        </Field>
        <Field id={ids.location} label={intl.formatMessage(m.location)} error={problem('location')}>
          <input id={ids.location} value={values.location} maxLength={200} onChange={(event) => set('location', event.target.value)} />
        </Field>
        <Field id={ids.coordinates} label={intl.formatMessage(m.coordinates)} error={problem('coordinates')}>
          <input
            id={ids.coordinates}
            name="coordinates"
            value={values.coordinates}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problems.has('coordinates') || feedback.kind === 'error' || undefined}
            onChange={(event) => setValues((current) => ({ ...current, coordinates: event.target.value, locationSource: null }))}
          />
        </Field>
        <p className="samples__hint" aria-live="polite" data-testid="sample-coordinate-feedback">
          {feedback.kind === 'point' && feedback.decimal}
          {feedback.kind === 'error' && feedback.error}
        </p>
        <button type="button" className="samples__button" onClick={pickOnMap}>
          {intl.formatMessage(m.pickOnMap)}
        </button>
      </fieldset>
      <label className="samples__check" htmlFor={ids.complete}>
        <input id={ids.complete} type="checkbox" checked={values.completeList} onChange={(event) => set('completeList', event.target.checked)} />
        {intl.formatMessage(m.completeList)}
      </label>
      <Field id={ids.notes} label={intl.formatMessage(m.notes)} error={problem('notes')}>
        <textarea id={ids.notes} rows={2} value={values.notes} onChange={(event) => set('notes', event.target.value)} />
      </Field>

      <h2>{intl.formatMessage(m.rows)}</h2>
      {values.rows.length === 0 && <p className="samples__hint">{intl.formatMessage(m.noRows)}</p>}
      <ol className="samples__form-rows">
        {values.rows.map((row, index) => (
          <SampleRowEditor
            key={row.clientId}
            row={row}
            index={index}
            problem={(field) => problem(`rows.${index}.${field}`)}
            onChange={(patch) => setRow(index, patch)}
            onRemove={() => setValues((current) => ({ ...current, rows: current.rows.filter((_, at) => at !== index) }))}
          />
        ))}
      </ol>
      <button type="button" className="samples__button" onClick={() => set('rows', [...values.rows, newRow()])} data-testid="sample-add-row">
        + {intl.formatMessage(m.addRow)}
      </button>

      <div className="samples__actions samples__actions--sticky">
        <Link className="samples__button" to={recId > 0 ? `/my/sample/${recId}/` : '/my/sample/'}>
          {intl.formatMessage(m.cancel)}
        </Link>
        <button type="submit" className="samples__button samples__button--primary" disabled={saving} data-testid="sample-save">
          {intl.formatMessage(saving ? m.saving : m.save)}
        </button>
      </div>
    </form>
  );
}

function SampleRowEditor({
  row,
  index,
  problem,
  onChange,
  onRemove,
}: {
  row: SampleRowValues;
  index: number;
  problem: (field: string) => string | undefined;
  onChange: (patch: Partial<SampleRowValues>) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const ids = { individuals: useId(), stage: useId() };
  const rowProblem = problem('row');
  const invalid = Boolean(rowProblem || problem('species') || problem('individuals') || problem('lifeStage'));
  return (
    <li className={`samples__row${invalid ? ' samples__row--invalid' : ''}`} data-testid="sample-row">
      <div className="samples__row-head">
        <strong>{intl.formatMessage(m.rowTitle, { index: index + 1 })}</strong>
        <button type="button" className="samples__button samples__button--small" onClick={onRemove} aria-label={`${intl.formatMessage(m.removeRow)} ${index + 1}`}>
          ✕ {intl.formatMessage(m.removeRow)}
        </button>
      </div>
      <SpeciesField value={row.species} onChange={(species) => onChange({ species })} error={problem('species')} />
      <div className="samples__pair">
        <Field id={ids.individuals} label={intl.formatMessage(m.individuals)} error={problem('individuals')}>
          <input
            id={ids.individuals}
            inputMode="numeric"
            value={row.individuals}
            onChange={(event) => onChange({ individuals: event.target.value })}
            aria-invalid={Boolean(problem('individuals')) || undefined}
          />
        </Field>
        <Field id={ids.stage} label={intl.formatMessage(m.lifeStage)} error={problem('lifeStage')}>
          <select id={ids.stage} value={row.lifeStage} onChange={(event) => onChange({ lifeStage: event.target.value as LifeStage })}>
            {LIFE_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {intl.formatMessage(lifeStageMessage(stage))}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {rowProblem && (
        <p className="samples__error" role="alert">
          {intl.formatMessage(m.rowProblem, { problem: rowProblem })}
        </p>
      )}
    </li>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: React.ReactNode }) {
  return (
    <div className="samples__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span className="samples__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
