import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ObservationForm_observation$data } from '../../__generated__/ObservationForm_observation.graphql.ts';
import { tokenMessages } from '../../i18n/tokens.ts';
import { useAlert } from '../../ui/index.ts';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { newClientId } from './observation-form-input.ts';
import { type FormField, type FormProblem, sortProblems } from './observation-form-validation.ts';
import { coordinatesOf, dayText, findCountryCode, newFormValues, type ObservationFormValues, pointCoordinates } from './observation-form-values.ts';
import { BASIS_OF_RECORD as BASES_OF_RECORD, LICENCES, LIFE_STAGES } from '@domain/observations/enums.ts';
import { PRIVACY_CHOICES } from '@domain/privacy.ts';
import { clearDraft, clearPick, peekDraft, peekPick, stashDraft } from './observation-form-draft.ts';
import { fieldLabels, formMessages as m } from './observation-form-messages.ts';
import { problemText } from './ObservationFormFields.tsx';

/** A loaded record as form values. */
function recordValues(record: ObservationForm_observation$data, settings: unknown): ObservationFormValues {
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
    privacy: PRIVACY_CHOICES.includes(record.item.privacy) ? record.item.privacy : base.privacy,
    sensitive: record.sensitive,
  };
}

interface FormStateOptions {
  settings: unknown;
  /** the record being edited; null for a new one */
  record: ObservationForm_observation$data | null | undefined;
  path: string;
  initialPoint: { lat: number; lon: number } | null;
}

export type ObservationFormState = ReturnType<typeof useObservationFormState>;

/**
 * The form's values, its "changed" flag and draft, and the problems marked on its fields. The draft
 * and the point picked on the map are read once when the form opens (and cleared).
 */
export function useObservationFormState({ settings, record, path, initialPoint }: FormStateOptions) {
  const intl = useIntl();
  const alert = useAlert();

  // The draft and the point picked on the map, read once when the form opens (cleared below).
  const [restored] = useState(() => {
    const draft = peekDraft(path);
    return { draft, pick: draft ? peekPick(draft.savedAt) : null };
  });
  const [values, setValues] = useState<ObservationFormValues>(() => {
    let start = restored.draft?.values ?? (record ? recordValues(record, settings) : newFormValues(settings));
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

  const [problems, setProblems] = useState<readonly FormProblem[]>([]);
  const guard = useUnsavedChangesGuard(changed);

  /** Changes the values; the marks of the given fields go (saving checks them again). */
  const updateWith = useCallback((change: (current: ObservationFormValues) => ObservationFormValues, fields: readonly FormField[]) => {
    setValues(change);
    setChanged(true);
    setProblems((current) => current.filter((problem) => !fields.includes(problem.field)));
  }, []);
  const update = useCallback(
    (patch: Partial<ObservationFormValues>, fields: readonly FormField[]) => updateWith((current) => ({ ...current, ...patch }), fields),
    [updateWith],
  );
  const set =
    <K extends keyof ObservationFormValues>(field: K & FormField) =>
    (value: ObservationFormValues[K]) =>
      update({ [field]: value }, [field]);

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

  /** Keeps the draft for the map picker, which comes back to the form. */
  const keepDraftForPicker = () => {
    stashDraft({ path, values, clientId, changed });
    keepDraft.current = true;
  };

  const markProblems = (found: readonly FormProblem[]) => {
    const sorted = sortProblems(found);
    setProblems(sorted);
    void showFormErrors(sorted).then(focusFirstProblem);
  };

  return { values, valuesRef, setChanged, clientId, keepDraftForPicker, guard, update, updateWith, set, problemFor, markProblems, formRef };
}
