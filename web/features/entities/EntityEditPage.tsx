import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import type { EntityEditPageCreateMutation } from '../../__generated__/EntityEditPageCreateMutation.graphql.ts';
import type { EntityEditPageQuery } from '../../__generated__/EntityEditPageQuery.graphql.ts';
import type { EntityEditPageUpdateMutation } from '../../__generated__/EntityEditPageUpdateMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useToast } from '../../ui/index.ts';
import { validateForm } from '../forms/rules.ts';
import { useFormErrorDialog } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { Forbidden } from '../shell/StatusPages.tsx';
import { EntityNotFound } from './EntityPage.tsx';
import { GROUP_ENTITY, PROJECT_ENTITY } from '@domain/entities.ts';
import { entityHref } from './entity-types.ts';
import { entityMessages } from './messages.ts';
import { useCountryName } from './useCountryName.ts';
import { useEntityMutation } from './useEntityMutation.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './entities.css';
import { RichTextField } from '../rich-text/RichTextField.tsx';
import { richTextMessages } from '../rich-text/messages.ts';

const FIELD_LABELS = {
  displayName: entityMessages.fieldName,
  description: entityMessages.fieldDescription,
  locationText: entityMessages.fieldLocation,
  country: entityMessages.fieldCountry,
  subType: entityMessages.fieldSubType,
  profileImageUrl: entityMessages.fieldImage,
  type: entityMessages.fieldType,
};
const RULES = { displayName: 'required;minlength:2', subType: 'digits' };
const CUSTOM_RULES = { digits: (value: string) => (value.trim() && !/^\d+$/.test(value.trim()) ? 'FORMAT_ERROR' : null) };

interface FormValues {
  displayName: string;
  description: string;
  locationText: string;
  country: string;
  subType: string;
  profileImageUrl: string;
}

/**
 * The route component of `/entity/edit/{id}` (edit, A only) and `/entity/edit/` (a new group or,
 * with `?type=6`, a project): the form chosen by the entity type.
 */
const EntityEditPage: RouteScreenComponent<{ main: EntityEditPageQuery }> = ({ queries }) => (
  <RouteScreen className="entities-page" loadingClassName="entities-loading" spinnerSize="large">
    <EntityEditContent query={queries.main} />
  </RouteScreen>
);
export default EntityEditPage;

function EntityEditContent({ query }: { query: PreloadedQuery<EntityEditPageQuery> }) {
  const [params] = useSearchParams();
  const isNew = query.variables.skip;
  const data = usePreloadedQuery(
    graphql`
      query EntityEditPageQuery($recId: Int!, $skip: Boolean!) {
        geoFilterCountries
        entity(recId: $recId) @skip(if: $skip) {
          id
          recId
          type
          displayName
          description
          locationText
          country
          subType
          profileImageUrl
          viewerRights {
            edit
          }
        }
      }
    `,
    query,
  );
  if (isNew) {
    const type = Number(params.get('type')) === PROJECT_ENTITY ? PROJECT_ENTITY : GROUP_ENTITY;
    return <EntityForm countries={data.geoFilterCountries} type={type} entity={null} />;
  }
  if (!data.entity) return <EntityNotFound />;
  if (!data.entity.viewerRights.edit) return <Forbidden />;
  return <EntityForm countries={data.geoFilterCountries} type={data.entity.type} entity={data.entity} />;
}

interface EditedEntity {
  readonly id: string;
  readonly recId: number;
  readonly displayName: string;
  readonly description: string;
  readonly locationText: string | null | undefined;
  readonly country: string | null | undefined;
  readonly subType: number | null | undefined;
  readonly profileImageUrl: string | null | undefined;
}

function EntityForm({ countries, type, entity }: { countries: readonly string[]; type: number; entity: EditedEntity | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const countryName = useCountryName();
  const formErrors = useFormErrorDialog(FIELD_LABELS);
  const run = useEntityMutation(FIELD_LABELS);
  const initial = useMemo<FormValues>(
    () => ({
      displayName: entity?.displayName ?? '',
      description: entity?.description ?? '',
      locationText: entity?.locationText ?? '',
      country: entity?.country ?? '',
      subType: entity?.subType === null || entity?.subType === undefined ? '' : String(entity.subType),
      profileImageUrl: entity?.profileImageUrl ?? '',
    }),
    [entity],
  );
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const changed = (Object.keys(values) as (keyof FormValues)[]).some((key) => values[key] !== initial[key]);
  const guard = useUnsavedChangesGuard(changed);
  const sortedCountries = useMemo(
    () => countries.map((code) => ({ code, name: countryName(code) })).toSorted((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [countries, countryName, intl.locale],
  );
  const set = (key: keyof FormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = validateForm({ ...values }, RULES, CUSTOM_RULES);
    if (problems.length) return void formErrors(problems);
    setSaving(true);
    const fields = {
      displayName: values.displayName.trim(),
      description: values.description,
      locationText: values.locationText.trim(),
      country: values.country,
      subType: values.subType.trim() ? Number(values.subType) : null,
      profileImageUrl: values.profileImageUrl.trim(),
    };
    let target: { recId: number; type: number } | null = null;
    let cleaned: boolean;
    if (entity) {
      const result = await run<EntityEditPageUpdateMutation>({
        mutation: graphql`
          mutation EntityEditPageUpdateMutation($input: UpdateEntityInput!) {
            updateEntity(input: $input) {
              __typename
              ... on EntityPayload {
                code
                richTextCleaned
                entity {
                  recId
                  type
                  displayName
                  description
                  locationText
                  country
                  subType
                  profileImageUrl
                }
              }
              ...mutationError_error
            }
          }
        `,
        variables: { input: { entity: entity.id, ...fields } },
        field: 'updateEntity',
        payload: 'EntityPayload',
      });
      if (result) target = { recId: entity.recId, type };
      cleaned = (result as { richTextCleaned?: boolean } | null)?.richTextCleaned ?? false;
    } else {
      const result = await run<EntityEditPageCreateMutation>({
        mutation: graphql`
          mutation EntityEditPageCreateMutation($input: CreateEntityInput!) {
            createEntity(input: $input) {
              __typename
              ... on EntityPayload {
                code
                richTextCleaned
                entity {
                  recId
                  type
                }
              }
              ...mutationError_error
            }
          }
        `,
        variables: { input: { type, ...fields, country: fields.country || null } },
        field: 'createEntity',
        payload: 'EntityPayload',
      });
      const created = (result as { entity?: { recId: number; type: number }; richTextCleaned?: boolean } | null)?.entity;
      if (created) target = created;
      cleaned = (result as { richTextCleaned?: boolean } | null)?.richTextCleaned ?? false;
    }
    setSaving(false);
    if (!target) return;
    toast(cleaned ? intl.formatMessage(richTextMessages.cleaned) : formatToken(intl, 'VALUE_SET'), { kind: 'success' });
    guard.markSaved();
    void navigate(entityHref(target.recId, target.type), { replace: true });
  };

  const title = entity
    ? intl.formatMessage(entityMessages.editTitle, { name: entity.displayName })
    : intl.formatMessage(type === PROJECT_ENTITY ? entityMessages.createProjectTitle : entityMessages.createGroupTitle);
  return (
    <form className="entities-form" onSubmit={(event) => void save(event)} noValidate data-testid="entity-form">
      <h1 className="entities-title__text">{title}</h1>
      <label className="entities-field">
        <span className="entities-field__label">{intl.formatMessage(entityMessages.fieldName)} *</span>
        <input className="entities-field__input" name="displayName" value={values.displayName} onChange={set('displayName')} maxLength={120} />
      </label>
      <RichTextField
        name="entity-description"
        label={intl.formatMessage(entityMessages.fieldDescription)}
        value={values.description}
        onChange={(description) => setValues((current) => ({ ...current, description }))}
        rows={6}
      />
      <label className="entities-field">
        <span className="entities-field__label">{intl.formatMessage(entityMessages.fieldLocation)}</span>
        <input className="entities-field__input" name="locationText" value={values.locationText} onChange={set('locationText')} maxLength={200} />
      </label>
      <label className="entities-field">
        <span className="entities-field__label">{intl.formatMessage(entityMessages.fieldCountry)}</span>
        <select className="entities-field__input" name="country" value={values.country} onChange={set('country')}>
          <option value="">{intl.formatMessage(entityMessages.fieldNoCountry)}</option>
          {sortedCountries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="entities-field">
        <span className="entities-field__label">{intl.formatMessage(entityMessages.fieldSubType)}</span>
        <input className="entities-field__input" name="subType" inputMode="numeric" value={values.subType} onChange={set('subType')} />
      </label>
      <label className="entities-field">
        <span className="entities-field__label">{intl.formatMessage(entityMessages.fieldImage)}</span>
        <input className="entities-field__input" name="profileImageUrl" type="url" value={values.profileImageUrl} onChange={set('profileImageUrl')} />
      </label>
      <div className="entities-form__buttons">
        <button type="button" className="entities-button" onClick={() => void navigate(-1)}>
          {intl.formatMessage(entityMessages.cancel)}
        </button>
        <button type="submit" className="entities-button entities-button--primary" disabled={saving}>
          {intl.formatMessage(entityMessages.save)}
        </button>
      </div>
    </form>
  );
}
