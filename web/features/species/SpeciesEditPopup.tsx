import { type ReactNode, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router';
import type { SpeciesEditPopupQuery } from '../../__generated__/SpeciesEditPopupQuery.graphql.ts';
import type { SpeciesEditPopupSaveMutation } from '../../__generated__/SpeciesEditPopupSaveMutation.graphql.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { useAlert, useToast } from '../../ui/index.ts';
import { type FieldProblem, validateForm } from '../forms/rules.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { hasAppHistory, type PopupState } from '../shell/navigation.ts';
import { NAME_LANGUAGES } from '@domain/species/names.ts';
import { categoryMessages, speciesMessages } from './messages.ts';
import { MonthPicker } from './MonthPicker.tsx';
import { SpeciesNotFound } from './SpeciesPopup.tsx';
import { difficultyMessage, IUCN_CATEGORIES, problemText, RED_LIST_CATEGORIES, SPECIES_FIELD_RULES, speciesHref, speciesRules } from './species-text.ts';
import { speciesListsChanged } from './store.ts';
import { FIELD_LABELS, type FieldName, initialValues, type Loaded, MAX_LENGTH, type SelectFieldName, type TextFieldName, toInput } from './species-edit-values.ts';
import { SpeciesMerge } from './SpeciesMerge.tsx';
import { useDeleteSpecies } from './useDeleteSpecies.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import './species.css';
import { mutationError } from '../../relay/mutation-error.ts';
import { RichTextField } from '../rich-text/RichTextField.tsx';
import { richTextMessages } from '../rich-text/messages.ts';

const editQuery = graphql`
  query SpeciesEditPopupQuery($key: String!, $isEdit: Boolean!) {
    species(key: $key) @include(if: $isEdit) {
      id
      recId
      scientificName
      genus
      species
      subspecies
      author
      family
      subfamily
      group
      commonNames {
        language
        name
      }
      distribution
      thumbnailUrl
      description
      externalRef
      iucn
      redListHu
      protection
      protectionValue
      difficulty
      flightMonths
      larvaMonths
      viewerCanEdit
    }
  }
`;

const saveMutation = graphql`
  mutation SpeciesEditPopupSaveMutation($input: SaveSpeciesInput!) {
    saveSpecies(input: $input) {
      __typename
      ... on SaveSpeciesPayload {
        richTextCleaned
        species {
          id
          recId
          ...SpeciesListItem_species
          ...SpeciesPopup_species
        }
      }
      ...mutationError_error
    }
  }
`;

/** The route component of `/species/edit/{rec_id}` and `/species/edit/popup/{rec_id}` (admins; 0 = a new species). */
const SpeciesEditPopup: RouteScreenComponent<{ main?: SpeciesEditPopupQuery }> = ({ queries }) => {
  const query = optionalQuery<SpeciesEditPopupQuery>(queries.main);
  return <RouteScreen loadingClassName="species-loading">{query ? <SpeciesEditLoader key={query.variables.key} query={query} /> : <SpeciesNotFound />}</RouteScreen>;
};
export default SpeciesEditPopup;

function SpeciesEditLoader({ query }: { query: PreloadedQuery<SpeciesEditPopupQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery(editQuery, query);
  if (query.variables.isEdit && !data.species) return <SpeciesNotFound />;
  if (data.species && !data.species.viewerCanEdit) return <p className="species-empty">{formatToken(intl, 'FORBIDDEN')}</p>;
  return <SpeciesForm species={data.species ?? null} />;
}

function SpeciesForm({ species }: { species: Loaded | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const alert = useAlert();
  const requestError = useRequestErrorAlert();
  const [values, setValues] = useState(() => initialValues(species));
  const [flightMonths, setFlightMonths] = useState<number[]>(() => [...(species?.flightMonths ?? [])]);
  const [larvaMonths, setLarvaMonths] = useState<number[]>(() => [...(species?.larvaMonths ?? [])]);
  const changeMonths = (setter: (months: number[]) => void) => (months: number[]) => {
    setter(months);
    setChanged(true);
  };
  const [changed, setChanged] = useState(false);
  const [problems, setProblems] = useState<readonly (FieldProblem & { message?: string | null })[]>([]);
  const guard = useUnsavedChangesGuard(changed);
  const [commitSave, saving] = useMutation<SpeciesEditPopupSaveMutation>(saveMutation);
  const [remove, deleting] = useDeleteSpecies();
  const busy = saving || deleting;
  const formId = useId();
  const fieldId = (field: FieldName) => `${formId}-${field.replace('.', '-')}`;

  const set = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged(true);
    // A field's mark goes once it is edited; saving checks it again.
    setProblems((current) => current.filter((problem) => problem.field !== field));
  };

  const problemFor = (field: FieldName) => {
    const problem = problems.find((each) => each.field === field);
    if (!problem) return undefined;
    const text = problemText(intl, problem.code);
    return problem.message && problem.message !== problem.code ? `${text} (${problem.message})` : text;
  };

  /** The form-error dialog; once it is dismissed, the first invalid field gets the focus. */
  const showProblems = (found: readonly FieldProblem[]) =>
    alert({
      title: intl.formatMessage(tokenMessages.FORM_ERROR_TITLE),
      message: (
        <ul className="form-error-list">
          {found.map(({ field, code }) => (
            <li key={field}>
              <strong>{field in FIELD_LABELS ? intl.formatMessage(FIELD_LABELS[field as FieldName]) : field}</strong>: {problemText(intl, code)}
            </li>
          ))}
        </ul>
      ),
    }).then(() => {
      const first = found.find((problem) => problem.field in FIELD_LABELS);
      if (!first) return;
      // After the dialog has handed the focus back.
      requestAnimationFrame(() => document.getElementById(fieldId(first.field as FieldName))?.focus());
    });

  const background = (location.state as PopupState | null)?.background;
  const leave = (to: string | number) => {
    guard.markSaved();
    setChanged(false);
    if (typeof to === 'number') void navigate(to);
    else void navigate(to, { replace: true });
  };

  const save = () => {
    const found = validateForm(values, SPECIES_FIELD_RULES, speciesRules);
    setProblems(found);
    if (found.length) {
      void showProblems(found);
      return;
    }
    commitSave({
      variables: { input: { ...toInput(values, species?.id ?? null), flightMonths, larvaMonths } },
      onCompleted: ({ saveSpecies }) => {
        if (saveSpecies.__typename === 'SaveSpeciesPayload' && saveSpecies.species) {
          toast(intl.formatMessage(saveSpecies.richTextCleaned ? richTextMessages.cleaned : speciesMessages.saved), { kind: 'success' });
          if (!species) speciesListsChanged();
          leave(hasAppHistory() ? -1 : speciesHref(saveSpecies.species.recId));
          return;
        }
        const error = mutationError(saveSpecies);
        if (error?.fields.length) {
          setProblems(error.fields);
          void showProblems(error.fields);
          return;
        }
        const code = error?.code ?? 'OPERATION_NOT_SUCCEEDED';
        void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, code) });
      },
      onError: (error) => void requestError(error),
    });
  };

  const deleteSpecies = async () => {
    if (!species) return;
    if (!(await remove(species.id))) return;
    const list = background && background.pathname.startsWith('/species') ? `${background.pathname}${background.search}` : '/species/';
    leave(list);
  };

  const cancel = () => void (hasAppHistory() ? navigate(-1) : navigate(species ? speciesHref(species.recId) : '/species/'));

  const text = (field: TextFieldName, options: { hint?: MessageDescriptor; multiline?: number; inputMode?: 'numeric' | 'url'; lang?: string } = {}) => {
    const id = fieldId(field);
    const problem = problemFor(field);
    const common = {
      id,
      name: field,
      value: values[field],
      maxLength: MAX_LENGTH[field],
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': options.hint || problem ? `${id}-note` : undefined,
      lang: options.lang,
    };
    return (
      <div className="species-field">
        <label htmlFor={id}>{intl.formatMessage(FIELD_LABELS[field])}</label>
        {options.multiline ? (
          <textarea {...common} rows={options.multiline} onChange={(event) => set(field)(event.target.value)} />
        ) : (
          <input
            {...common}
            type={options.inputMode === 'url' ? 'url' : 'text'}
            inputMode={options.inputMode}
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => set(field)(event.target.value)}
          />
        )}
        {(problem || options.hint) && (
          <span id={`${id}-note`} className={problem ? 'species-field__error' : 'species-field__hint'}>
            {problem ?? intl.formatMessage(options.hint!)}
          </span>
        )}
      </div>
    );
  };

  const select = (field: SelectFieldName, choices: readonly { value: string; label: ReactNode }[]) => {
    const id = fieldId(field);
    const problem = problemFor(field);
    return (
      <div className="species-field">
        <label htmlFor={id}>{intl.formatMessage(FIELD_LABELS[field])}</label>
        <select id={id} name={field} value={values[field]} aria-invalid={problem ? true : undefined} onChange={(event) => set(field)(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        {problem && <span className="species-field__error">{problem}</span>}
      </div>
    );
  };

  const notSet = { value: '', label: intl.formatMessage(speciesMessages.notSet) };
  const categories = (codes: readonly string[]) => [
    notSet,
    ...codes.map((code) => ({ value: code, label: `${code} · ${intl.formatMessage(categoryMessages[code as keyof typeof categoryMessages])}` })),
  ];

  return (
    <form
      className="species-form"
      data-testid="species-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2 className="species-form__title">
        {species ? intl.formatMessage(speciesMessages.editTitle, { name: species.scientificName }) : intl.formatMessage(speciesMessages.newTitle)}
      </h2>

      <fieldset className="species-fieldset">
        <legend>{intl.formatMessage(speciesMessages.sectionName)}</legend>
        <div className="species-row">
          {text('genus', { hint: speciesMessages.fieldGenusHint })}
          {text('species', { hint: speciesMessages.fieldSpeciesHint })}
        </div>
        {text('subspecies')}
        {text('author', { hint: speciesMessages.fieldAuthorHint })}
        <div className="species-row">
          {text('family')}
          {text('subfamily')}
        </div>
        {select('group', [
          { value: 'butterfly', label: intl.formatMessage(speciesMessages.groupButterfly) },
          { value: 'moth', label: intl.formatMessage(speciesMessages.groupMoth) },
        ])}
      </fieldset>

      <fieldset className="species-fieldset">
        <legend>{intl.formatMessage(speciesMessages.sectionNames)}</legend>
        {NAME_LANGUAGES.map((language) => (
          <div key={language}>{text(`commonNames.${language}`, { lang: language })}</div>
        ))}
      </fieldset>

      <fieldset className="species-fieldset">
        <legend>{intl.formatMessage(speciesMessages.sectionStatus)}</legend>
        <div className="species-row">
          {select('protection', [
            { value: '', label: intl.formatMessage(speciesMessages.notProtected) },
            { value: 'PROTECTED', label: intl.formatMessage(speciesMessages.protected) },
            { value: 'STRICTLY_PROTECTED', label: intl.formatMessage(speciesMessages.strictlyProtected) },
          ])}
          {values.protection && text('protectionValue', { inputMode: 'numeric' })}
        </div>
        {select('iucn', categories(IUCN_CATEGORIES))}
        {select('redListHu', categories(RED_LIST_CATEGORIES))}
        {select(
          'difficulty',
          [1, 2, 3].map((level) => ({ value: String(level), label: `${level} · ${intl.formatMessage(difficultyMessage(level))}` })),
        )}
        <MonthPicker label={intl.formatMessage(speciesMessages.fieldFlightMonths)} months={flightMonths} onChange={changeMonths(setFlightMonths)} />
        <MonthPicker label={intl.formatMessage(speciesMessages.fieldLarvaMonths)} months={larvaMonths} onChange={changeMonths(setLarvaMonths)} />
      </fieldset>

      <fieldset className="species-fieldset">
        <legend>{intl.formatMessage(speciesMessages.sectionOther)}</legend>
        {text('distribution', { multiline: 2 })}
        <RichTextField
          name="species-description"
          label={intl.formatMessage(FIELD_LABELS.description)}
          value={values.description}
          onChange={set('description')}
          error={problemFor('description')}
          maxLength={MAX_LENGTH.description}
          rows={6}
        />
        {text('thumbnailUrl', { inputMode: 'url' })}
        {text('externalRef')}
      </fieldset>

      {species && <SpeciesMerge species={species} disabled={busy} onMerged={(recId) => leave(speciesHref(recId))} />}

      <div className="species-form__actions">
        {species && (
          <Button className="species-button species-button--danger" onPress={() => void deleteSpecies()} isDisabled={busy}>
            {intl.formatMessage(speciesMessages.delete)}
          </Button>
        )}
        <span className="species-form__spacer" />
        <Button className="species-button species-button--quiet" onPress={cancel} isDisabled={busy}>
          {intl.formatMessage(speciesMessages.cancel)}
        </Button>
        <Button type="submit" className="species-button species-button--primary" isDisabled={busy}>
          {intl.formatMessage(speciesMessages.save)}
        </Button>
      </div>
    </form>
  );
}
