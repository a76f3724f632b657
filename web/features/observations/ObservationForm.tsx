import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { ConnectionHandler } from 'relay-runtime';
import type { ObservationForm_observation$key } from '../../__generated__/ObservationForm_observation.graphql.ts';
import type { ObservationForm_viewer$key } from '../../__generated__/ObservationForm_viewer.graphql.ts';
import type { ObservationFormCreateMutation } from '../../__generated__/ObservationFormCreateMutation.graphql.ts';
import type { ObservationFormDeleteMutation } from '../../__generated__/ObservationFormDeleteMutation.graphql.ts';
import type { ObservationFormSaveLocationMutation } from '../../__generated__/ObservationFormSaveLocationMutation.graphql.ts';
import type { ObservationFormUpdateMutation } from '../../__generated__/ObservationFormUpdateMutation.graphql.ts';
import type { mutationError_error$key } from '../../__generated__/mutationError_error.graphql.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { prefillFrom } from '../media/exif.ts';
import { mediaMessages } from '../media/media-messages.ts';
import { MediaUploadField, useUploadItems } from '../media/MediaUploadField.tsx';
import { existingUpload, UploadQueue, xhrTransport } from '../media/upload-queue.ts';
import { usePersistentUploads } from '../media/upload-store.ts';
import { useUploadsSettled } from '../media/useUploadsSettled.ts';
import { PRIVACY_CHOICES, privacyLevel, privacyMessages } from '../home/timeline-item.ts';
import { CoordinateField } from './CoordinateField.tsx';
import {
  applyPlace,
  BASES_OF_RECORD,
  CHECKED_FIELDS,
  coordinatesOf,
  countryOptions,
  dateFeedback,
  type DateFeedback,
  dayText,
  findCountryCode,
  formField,
  type FormField,
  type FormProblem,
  LICENCES,
  LIFE_STAGES,
  newClientId,
  newFormValues,
  type ObservationFormValues,
  OBSERVATION_PRIVACY,
  parsedPoint,
  pointCoordinates,
  sortProblems,
  todayText,
  toInput,
  toSavedPlace,
  validateValues,
} from './observation-form.ts';
import { clearDraft, clearPick, peekDraft, peekPick, stashDraft } from './observation-form-draft.ts';
import { basisText } from './observation-status.ts';
import { fieldLabels, formCodeMessages, formMessages as m, stageMessages } from './observation-form-messages.ts';
import { EntryCheckPanel, useEntryCheck } from './ObservationFormCheck.tsx';
import { type PlaceChoice, PlacesSheet } from './ObservationFormPlaces.tsx';
import { SpeciesField } from './SpeciesField.tsx';
import { useGeolocation } from './useGeolocation.ts';
import './ObservationForm.css';

const viewerFragment = graphql`
  fragment ObservationForm_viewer on Viewer {
    settings
    savedLocations {
      id
      country
      region
      closestSettlement
      location
      verbatimLat
      verbatimLon
      lat
      lon
      alt
      accuracy
      locationSource
    }
    locationHistory {
      country
      region
      closestSettlement
      location
      verbatimLat
      verbatimLon
      lat
      lon
      alt
      accuracy
      lastUsedAt
    }
  }
`;

const observationFragment = graphql`
  fragment ObservationForm_observation on Observation @argumentDefinitions(language: { type: "String!" }) {
    id
    recId
    ownedByViewer
    status
    speciesText
    species {
      id
      recId
      scientificName
      commonName(language: $language)
      thumbnailUrl
    }
    place {
      country
      region
      closestSettlement
      location
      verbatimLat
      verbatimLon
      lat
      lon
      alt
      accuracy
      locationSource
    }
    dateFrom
    dateTo
    timespot
    individuals
    lifeStage
    notes
    comment
    basisOfRecord
    licence
    sensitive
    media {
      recId
      thumb
      pres
      orig
      mediaType
      fileName
    }
    item {
      id
      privacy
    }
  }
`;

const createMutation = graphql`
  mutation ObservationFormCreateMutation($clientId: String!, $input: ObservationInput!, $language: String!) {
    createObservation(clientId: $clientId, input: $input) {
      __typename
      ... on ObservationPayload {
        observation {
          recId
          status
          ...ObservationForm_observation @arguments(language: $language)
        }
      }
      ...mutationError_error
    }
  }
`;

const updateMutation = graphql`
  mutation ObservationFormUpdateMutation($id: ID!, $input: ObservationInput!, $filesToRemove: [Int!], $language: String!) {
    updateObservation(id: $id, input: $input, filesToRemove: $filesToRemove) {
      __typename
      ... on ObservationPayload {
        observation {
          recId
          status
          ...ObservationForm_observation @arguments(language: $language)
        }
      }
      ...mutationError_error
    }
  }
`;

const deleteMutation = graphql`
  mutation ObservationFormDeleteMutation($id: ID!) {
    deleteObservation(id: $id) {
      __typename
      ... on DeleteObservationPayload {
        deletedId
        deletedItemId
      }
      ...mutationError_error
    }
  }
`;

const saveLocationMutation = graphql`
  mutation ObservationFormSaveLocationMutation($input: SaveLocationInput!) {
    saveLocation(input: $input) {
      __typename
      ... on SaveLocationPayload {
        location {
          id
          country
          region
          closestSettlement
          location
          verbatimLat
          verbatimLon
          lat
          lon
          alt
          accuracy
          locationSource
          updatedAt
        }
      }
      ...mutationError_error
    }
  }
`;

/** The connection of the own record list (/my/observation/), so a deleted record leaves it at once. */
const MY_LIST_CONNECTION = 'ObservationListMyPage_observations';

type ObservationData = NonNullable<ReturnType<typeof useObservationData>>;
function useObservationData(key: ObservationForm_observation$key | null) {
  return useFragment(observationFragment, key);
}

/** A loaded record as form values. */
function recordValues(record: ObservationData, settings: unknown): ObservationFormValues {
  const base = newFormValues(settings);
  const { species } = record;
  return {
    ...base,
    species: species
      ? {
          kind: 'species',
          id: species.id,
          recId: species.recId,
          scientificName: species.scientificName,
          commonName: species.commonName ?? null,
          thumbnailUrl: species.thumbnailUrl ?? null,
        }
      : { kind: 'unidentified', text: record.speciesText ?? '' },
    country: findCountryCode(record.place.country),
    region: record.place.region ?? '',
    closestSettlement: record.place.closestSettlement ?? '',
    location: record.place.location ?? '',
    ...coordinatesOf(record.place),
    alt: record.place.alt == null ? '' : String(record.place.alt),
    accuracy: record.place.accuracy == null ? '' : String(record.place.accuracy),
    dateFrom: dayText(record.dateFrom),
    dateTo: record.dateTo && record.dateTo !== record.dateFrom ? dayText(record.dateTo) : '',
    timespot: record.timespot ?? '',
    individuals: record.individuals == null ? '' : String(record.individuals),
    lifeStage: (LIFE_STAGES as readonly string[]).includes(record.lifeStage) ? (record.lifeStage as ObservationFormValues['lifeStage']) : 'IMAGO',
    notes: record.notes,
    comment: record.comment,
    basisOfRecord: (BASES_OF_RECORD as readonly string[]).includes(record.basisOfRecord)
      ? (record.basisOfRecord as ObservationFormValues['basisOfRecord'])
      : 'HUMAN_OBSERVATION',
    licence: (LICENCES as readonly string[]).includes(record.licence) ? (record.licence as ObservationFormValues['licence']) : 'CC_BY_4_0',
    privacy: OBSERVATION_PRIVACY.includes(record.item.privacy) ? record.item.privacy : base.privacy,
    sensitive: record.sensitive,
  };
}

/** What saving answered: the record, or why not. */
type SaveResult = { readonly __typename: string; readonly observation?: { readonly recId: number; readonly status: number } } & mutationError_error$key;

/** A problem in words: the form's own codes, else the shared tokens; the parser's words are kept. */
export function problemText(intl: IntlShape, problem: Pick<FormProblem, 'code' | 'message'>): string {
  const text = formCodeMessages[problem.code] ? intl.formatMessage(formCodeMessages[problem.code]!) : formatToken(intl, problem.code);
  return problem.code === 'COORD_BAD_FORMAT' && problem.message ? `${text}: ${problem.message}` : text;
}

/** The upload-limit of the observation form: a few photos of one sighting, with room for the underside and the habitat. */
const OBSERVATION_MAX_FILES = 10;

/** What a photo filled in, and the values it replaced (for undo). */
interface PhotoPrefill {
  fields: readonly ('date' | 'place')[];
  before: Pick<ObservationFormValues, 'dateFrom' | 'coordinates' | 'origin' | 'alt' | 'accuracy'>;
}

export interface ObservationFormProps {
  viewer: ObservationForm_viewer$key;
  /** the record being edited; null for a new one */
  observation: ObservationForm_observation$key | null;
  /** the form's address, where a draft returns after the map picker */
  path: string;
  /** a point to start a new record with (?lat=&lon= from the map picker) */
  initialPoint?: { lat: number; lon: number } | null;
}

/**
 * The add/edit observation form (recording §2, §3, §5): phone first, one column. Coordinates and
 * dates get live feedback from the server's own parsers; the panel above the save button says what
 * saving will do (observationEntryCheck). A new record carries one clientId for all its retries.
 */
export function ObservationForm({ viewer: viewerKey, observation: observationKey, path, initialPoint = null }: ObservationFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const requestError = useRequestErrorAlert();
  const viewer = useFragment(viewerFragment, viewerKey);
  const record = useObservationData(observationKey);
  const isEdit = record != null;

  // The draft and the point picked on the map, read once when the form opens (cleared below).
  const [restored] = useState(() => {
    const draft = peekDraft(path);
    return { draft, pick: draft ? peekPick(draft.savedAt) : null };
  });
  const [values, setValues] = useState<ObservationFormValues>(() => {
    let start = restored.draft?.values ?? (record ? recordValues(record, viewer.settings) : newFormValues(viewer.settings));
    const point = restored.pick ?? (restored.draft ? null : initialPoint);
    if (point) start = { ...start, ...pointCoordinates(point.lat, point.lon, 'MAP') };
    return start;
  });
  // The latest values for handlers that run after an await (a photo's EXIF is read asynchronously).
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  }, [values]);
  const [changed, setChanged] = useState(() => Boolean(restored.draft?.changed || restored.pick || (!restored.draft && initialPoint)));
  const [clientId] = useState(() => restored.draft?.clientId ?? newClientId());
  // A changed form is kept for the tab (session storage), so a reload or the map picker loses
  // nothing; leaving the form drops it, except for the picker, which comes back to it.
  const keepDraft = useRef(false);
  useEffect(() => {
    clearPick();
    return () => {
      if (!keepDraft.current) clearDraft();
    };
  }, []);
  useEffect(() => {
    if (changed) stashDraft({ path, values, clientId, changed });
  }, [path, values, clientId, changed]);

  // Photos upload while the form is filled in; the record gets the ids of those that are done.
  const [queue] = useState(() => {
    const created = new UploadQueue(xhrTransport(), { maxFiles: OBSERVATION_MAX_FILES });
    created.attachExisting((record?.media ?? []).map(existingUpload));
    return created;
  });
  // Kept in IndexedDB, so a reload or a killed tab loses no photo and sends none twice.
  const forgetUploads = usePersistentUploads(queue, path);
  const uploadsSettled = useUploadsSettled(queue);
  const withMedia = (input: ReturnType<typeof toInput>) => ({ ...input, mediaIds: queue.mediaIds });
  // The entry check counts the photos already attached: a finished upload answers the media requirement.
  const uploads = useUploadItems(queue);
  const attachedMediaIds = useMemo(() => uploads.flatMap((item) => (item.media ? [item.media.id] : [])), [uploads]);
  const [prefill, setPrefill] = useState<PhotoPrefill | null>(null);

  const [problems, setProblems] = useState<readonly FormProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [placesOpen, setPlacesOpen] = useState(false);
  const guard = useUnsavedChangesGuard(changed);
  const [commitCreate] = useMutation<ObservationFormCreateMutation>(createMutation);
  const [commitUpdate] = useMutation<ObservationFormUpdateMutation>(updateMutation);
  const [commitDelete, deleting] = useMutation<ObservationFormDeleteMutation>(deleteMutation);
  const [commitSaveLocation, savingPlace] = useMutation<ObservationFormSaveLocationMutation>(saveLocationMutation);
  const busy = saving || deleting;

  const countries = useMemo(() => countryOptions(intl.locale, intl.formatMessage(m.europe)), [intl]);
  const countryName = useCallback((code: string) => countries.find((country) => country.code === code)?.name ?? code, [countries]);

  const update = useCallback((patch: Partial<ObservationFormValues>, fields: readonly FormField[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setChanged(true);
    // A field's mark goes once it is edited; saving checks it again.
    setProblems((current) => current.filter((problem) => !fields.includes(problem.field)));
  }, []);
  const set =
    <K extends keyof ObservationFormValues>(field: K & FormField) =>
    (value: ObservationFormValues[K]) =>
      update({ [field]: value } as Partial<ObservationFormValues>, [field]);

  const geolocation = useGeolocation((position) => {
    setValues((current) => ({
      ...current,
      ...pointCoordinates(position.lat, position.lon, 'GPS'),
      accuracy: position.accuracy === null ? current.accuracy : String(position.accuracy),
      alt: position.alt === null ? current.alt : String(position.alt),
    }));
    setChanged(true);
    setProblems((current) => current.filter((problem) => !['coordinates', 'alt', 'accuracy'].includes(problem.field)));
  });

  // What saving would do, asked while the fields the rules read are valid.
  const localProblems = useMemo(() => validateValues(values), [values]);
  const checkable = !localProblems.some((problem) => CHECKED_FIELDS.includes(problem.field));
  const checkSource = useMemo(() => (checkable ? toInput(values) : null), [checkable, values]);
  const entryCheck = useEntryCheck(checkSource, attachedMediaIds, record?.recId ?? null);
  const dates = useMemo(() => dateFeedback(values.dateFrom, values.dateTo), [values.dateFrom, values.dateTo]);

  const problemFor = (field: FormField) => {
    const problem = problems.find((each) => each.field === field);
    return problem ? problemText(intl, problem) : undefined;
  };

  const showFormErrors = (found: readonly FormProblem[]) =>
    alert({
      title: intl.formatMessage(tokenMessages.FORM_ERROR_TITLE),
      message: (
        <ul className="form-error-list">
          {found.map((problem) => (
            <li key={problem.field}>
              <strong>{intl.formatMessage(fieldLabels[problem.field] ?? m.other)}</strong>: {problemText(intl, problem)}
            </li>
          ))}
        </ul>
      ),
    });

  const formRef = useRef<HTMLFormElement>(null);
  /** After the dialog: the first marked field, in the middle of the screen, ready to be corrected. */
  const focusFirstProblem = () => {
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .obs-form__species--invalid input');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  };

  const markProblems = (found: readonly FormProblem[]) => {
    const sorted = sortProblems(found);
    setProblems(sorted);
    void showFormErrors(sorted).then(focusFirstProblem);
  };

  const askSaveAnyway = (count: number) =>
    confirm({
      title: intl.formatMessage(m.duplicateTitle),
      message: intl.formatMessage(m.duplicateQuestion, { count }),
      confirmLabel: intl.formatMessage(m.saveAnyway),
    });

  const leave = (to: string) => {
    guard.markSaved();
    setChanged(false);
    void navigate(to, { replace: true });
  };

  const finish = (result: SaveResult, retry: () => void) => {
    if (result.__typename === 'ObservationPayload' && result.observation) {
      const { recId, status } = result.observation;
      clearDraft();
      void forgetUploads();
      toast(intl.formatMessage(status === 1 ? m.savedAccepted : status === 2 ? m.savedPending : m.saved), { kind: 'success' });
      leave(`/my/observation/${recId}/`);
      return;
    }
    setSaving(false);
    const error = mutationError(result);
    if (error?.fields.length) {
      markProblems(error.fields.map((field) => ({ field: formField(field.field), code: field.code, message: field.message })));
      return;
    }
    if (error?.code === 'POSSIBLE_DUPLICATE') {
      void askSaveAnyway(1).then((anyway) => anyway && retry());
      return;
    }
    void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: problemText(intl, { code: error?.code ?? 'OPERATION_NOT_SUCCEEDED' }) });
  };

  const commit = (confirmDuplicate: boolean) => {
    setSaving(true);
    const input = { ...withMedia(toInput(values)), confirmDuplicate };
    const onError = (error: Error) => {
      // The same clientId goes again on the next press, so a retry never makes a second record.
      setSaving(false);
      void requestError(error);
    };
    if (record) {
      commitUpdate({
        variables: { id: record.id, input, filesToRemove: [...queue.removedMediaIds], language: intl.locale },
        onCompleted: ({ updateObservation }) => finish(updateObservation, () => commit(true)),
        onError,
      });
      return;
    }
    commitCreate({
      variables: { clientId, input, language: intl.locale },
      onCompleted: ({ createObservation }) => finish(createObservation, () => commit(true)),
      onError,
    });
  };

  const save = async () => {
    if (busy || !(await uploadsSettled())) return;
    const found = validateValues(values);
    if (found.length) return markProblems(found);
    setSaving(true);
    let confirmDuplicate = false;
    try {
      const check = await entryCheck.run(toInput(values), queue.mediaIds);
      if (check.kind === 'invalid') {
        setSaving(false);
        return markProblems(check.problems);
      }
      if (check.kind === 'check' && check.duplicates.length > 0) {
        if (!(await askSaveAnyway(check.duplicates.length))) {
          setSaving(false);
          return;
        }
        confirmDuplicate = true;
      }
    } catch {
      // The check is a courtesy: without it the server still applies every rule on saving.
    }
    commit(confirmDuplicate);
  };

  const remove = async () => {
    if (!record) return;
    const confirmed = await confirm({
      message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
      confirmLabel: intl.formatMessage(m.delete),
      destructive: true,
    });
    if (!confirmed) return;
    commitDelete({
      variables: { id: record.id },
      updater: (store, response) => {
        const result = response?.deleteObservation;
        if (result?.__typename !== 'DeleteObservationPayload') return;
        const viewerRecord = store.getRoot().getLinkedRecord('viewer');
        const connection = viewerRecord && ConnectionHandler.getConnection(viewerRecord, MY_LIST_CONNECTION, { status: null });
        if (connection && result.deletedId) ConnectionHandler.deleteNode(connection, result.deletedId);
      },
      onCompleted: ({ deleteObservation }) => {
        if (deleteObservation.__typename !== 'DeleteObservationPayload') {
          toast(formatToken(intl, mutationError(deleteObservation)?.code ?? 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
          return;
        }
        clearDraft();
        void forgetUploads();
        toast(intl.formatMessage(m.deleted), { kind: 'success' });
        leave('/my/observation/');
      },
      onError: () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' }),
    });
  };

  const cancel = () => void (window.history.state?.idx > 0 ? navigate(-1) : navigate(isEdit ? `/my/observation/${record.recId}/` : '/my/observation/'));

  const pickOnMap = () => {
    stashDraft({ path, values, clientId, changed });
    keepDraft.current = true;
    // The picker is part of the form: going there asks nothing (recording §4), the draft comes back.
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

  const choosePlace = (place: PlaceChoice) => {
    setPlacesOpen(false);
    setValues((current) => applyPlace(current, place));
    setChanged(true);
    setProblems((current) => current.filter((problem) => !['country', 'region', 'closestSettlement', 'location', 'coordinates', 'alt', 'accuracy'].includes(problem.field)));
  };

  const savePlace = () => {
    commitSaveLocation({
      variables: { input: toSavedPlace(values) },
      updater: (store) => {
        const payload = store.getRootField('saveLocation');
        const location = payload?.getLinkedRecord('location');
        const viewerRecord = store.getRoot().getLinkedRecord('viewer');
        if (!location || !viewerRecord) return;
        const saved = viewerRecord.getLinkedRecords('savedLocations') ?? [];
        if (!saved.some((each) => each?.getDataID() === location.getDataID())) viewerRecord.setLinkedRecords([location, ...saved], 'savedLocations');
      },
      onCompleted: ({ saveLocation }) => {
        if (saveLocation.__typename === 'SaveLocationPayload') {
          toast(intl.formatMessage(m.placeSaved), { kind: 'success' });
          return;
        }
        const failure = mutationError(saveLocation);
        if (failure?.fields.length) return markProblems(failure.fields.map((field) => ({ field: formField(field.field), code: field.code, message: field.message })));
        toast(formatToken(intl, failure?.code ?? 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
      },
      onError: (error) => void requestError(error),
    });
  };

  const places = useMemo(
    () => ({
      saved: viewer.savedLocations.map((place) => ({ ...place, key: place.id })),
      history: viewer.locationHistory.map((place, index) => ({ ...place, key: `history-${index}` })),
    }),
    [viewer.savedLocations, viewer.locationHistory],
  );

  const ids = {
    country: useId(),
    region: useId(),
    settlement: useId(),
    location: useId(),
    alt: useId(),
    accuracy: useId(),
    dateFrom: useId(),
    dateTo: useId(),
    timespot: useId(),
    individuals: useId(),
    lifeStage: useId(),
    notes: useId(),
    comment: useId(),
    basis: useId(),
    licence: useId(),
    privacy: useId(),
    sensitive: useId(),
  };

  /** The date and the place of the first photos that have them fill a new record's untouched fields; undoable. */
  const prefillFromPhotos = () => {
    setChanged(true);
    if (isEdit) return;
    const found = prefillFrom(queue.getSnapshot().map((item) => item.attributes));
    const patch: Partial<ObservationFormValues> = {};
    const fields: PhotoPrefill['fields'][number][] = [];
    if (found.date && valuesRef.current.dateFrom === todayText()) {
      patch.dateFrom = dayText(found.date.value);
      fields.push('date');
    }
    if (found.coordinates && !valuesRef.current.coordinates.trim()) {
      Object.assign(patch, pointCoordinates(found.coordinates.lat, found.coordinates.lon, 'EXIF'));
      if (found.coordinates.alt !== undefined) patch.alt = String(Math.round(found.coordinates.alt));
      if (found.coordinates.accuracy !== undefined) patch.accuracy = String(Math.round(found.coordinates.accuracy));
      fields.push('place');
    }
    if (!fields.length) return;
    const { dateFrom, coordinates, origin, alt, accuracy } = valuesRef.current;
    setPrefill({ fields, before: { dateFrom, coordinates, origin, alt, accuracy } });
    update(patch, ['dateFrom', 'coordinates', 'alt', 'accuracy']);
  };

  const text = (field: 'region' | 'closestSettlement' | 'location', id: string, max: number) => (
    <Field id={id} label={intl.formatMessage(fieldLabels[field]!)} error={problemFor(field)}>
      <input id={id} name={field} value={values[field]} maxLength={max} onChange={(event) => set(field)(event.target.value)} />
    </Field>
  );

  return (
    <form
      ref={formRef}
      className="obs-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h1 className="obs-form__title">{intl.formatMessage(isEdit ? m.titleEdit : m.titleAdd)}</h1>

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

      <MediaUploadField className="obs-form__section" queue={queue} onAdded={prefillFromPhotos} />
      {prefill && (
        <div className="obs-form__prefill" role="status" data-testid="photo-prefill">
          <span>
            {intl.formatMessage(mediaMessages.prefilled, {
              fields: intl.formatList(prefill.fields.map((field) => intl.formatMessage(field === 'date' ? mediaMessages.prefilledDate : mediaMessages.prefilledPlace))),
            })}
          </span>
          <Button
            className="obs-form__prefill-undo"
            onPress={() => {
              update(prefill.before, ['dateFrom', 'coordinates', 'alt', 'accuracy']);
              setPrefill(null);
            }}
          >
            {intl.formatMessage(mediaMessages.undo)}
          </Button>
        </div>
      )}

      <fieldset className="obs-form__section">
        <legend className="obs-form__legend">{intl.formatMessage(m.sectionWhen)}</legend>
        <div className="obs-form__row">
          <Field id={ids.dateFrom} label={intl.formatMessage(m.dateFrom)} error={problemFor('dateFrom')} feedback={<DateLine feedback={dates.from} hint={m.dateHint} />}>
            <input
              id={ids.dateFrom}
              name="dateFrom"
              value={values.dateFrom}
              inputMode="text"
              autoComplete="off"
              aria-invalid={dates.from.kind === 'error' ? true : undefined}
              onChange={(event) => set('dateFrom')(event.target.value)}
            />
          </Field>
          <Field id={ids.timespot} label={intl.formatMessage(m.timespot)} error={problemFor('timespot')} size="narrow">
            <input id={ids.timespot} name="timespot" type="time" value={values.timespot} onChange={(event) => set('timespot')(event.target.value)} />
          </Field>
        </div>
        <Field id={ids.dateTo} label={intl.formatMessage(m.dateTo)} error={problemFor('dateTo')} feedback={<DateLine feedback={dates.to} hint={m.dateToHint} />}>
          <input
            id={ids.dateTo}
            name="dateTo"
            value={values.dateTo}
            inputMode="text"
            autoComplete="off"
            aria-invalid={dates.to.kind === 'error' ? true : undefined}
            onChange={(event) => set('dateTo')(event.target.value)}
          />
        </Field>
      </fieldset>

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
              {PRIVACY_CHOICES.filter((level) => OBSERVATION_PRIVACY.includes(level)).map((level) => (
                <option key={level} value={level}>
                  {intl.formatMessage(privacyMessages[privacyLevel(level)])}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>

      {/* A rejected or revoked record keeps its status when edited (the rules still run for media and duplicates). */}
      <EntryCheckPanel state={entryCheck.current} keepsStatus={isEdit && (record.status === 0 || record.status === 3)} />

      <div className="obs-form__actions">
        {isEdit && record.ownedByViewer && (
          <Button className="obs-form__button obs-form__button--danger" onPress={() => void remove()} isDisabled={busy}>
            {intl.formatMessage(m.delete)}
          </Button>
        )}
        <span className="obs-form__spacer" />
        <Button className="obs-form__button obs-form__button--quiet" onPress={cancel} isDisabled={busy}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button type="submit" className="obs-form__button obs-form__button--primary" isDisabled={busy}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>

      <PlacesSheet
        isOpen={placesOpen}
        onClose={() => setPlacesOpen(false)}
        saved={places.saved}
        history={places.history}
        countryName={countryName}
        onChoose={choosePlace}
      />
    </form>
  );
}

function licenceLabel(intl: IntlShape, licence: ObservationFormValues['licence']): string {
  if (licence === 'CC0') return intl.formatMessage(m.licenceCC0);
  return licence === 'CC_BY_4_0' ? 'CC BY 4.0' : 'CC BY-NC 4.0';
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  feedback?: ReactNode;
  /** its width in a row: a time or a small number */
  size?: 'narrow' | 'number';
  children: ReactNode;
}

function Field({ id, label, error, feedback, size, children }: FieldProps) {
  return (
    <div className={`obs-form__field${size ? ` obs-form__field--${size}` : ''}${error ? ' obs-form__field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {feedback}
      {error && <span className="obs-form__error">{error}</span>}
    </div>
  );
}

const FULL_DAY = { dateStyle: 'full', timeZone: 'UTC' } as const;

function DateLine({ feedback, hint }: { feedback: DateFeedback; hint: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <span className="obs-form__feedback" aria-live="polite">
      {feedback.kind === 'empty' && <span className="obs-form__hint">{intl.formatMessage(hint)}</span>}
      {feedback.kind === 'day' && (
        <span className="obs-form__parsed">
          {intl.formatMessage(m.dateRead, { day: `${feedback.iso} · ${intl.formatDate(new Date(`${feedback.iso}T00:00:00Z`), FULL_DAY)}` })}
        </span>
      )}
      {feedback.kind === 'error' && <span className="obs-form__error">{problemText(intl, { code: feedback.code })}</span>}
    </span>
  );
}
