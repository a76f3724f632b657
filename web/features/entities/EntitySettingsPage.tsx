import { useMemo, useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { EntitySettingsPageMutation } from '../../__generated__/EntitySettingsPageMutation.graphql.ts';
import type { EntitySettingsPageQuery } from '../../__generated__/EntitySettingsPageQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import { useToast } from '../../ui/index.ts';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { Forbidden } from '../shell/StatusPages.tsx';
import { EntitySubdomainSection } from '../site/EntitySubdomainSection.tsx';
import { EntityAdminManager } from './EntityMembers.tsx';
import { EntityNotFound } from './EntityPage.tsx';
import { entityHref, LETTER_LABELS, lettersString, PUBLISH_LETTERS } from './entity-types.ts';
import { entityMessages } from './messages.ts';
import { useEntityMutation } from './useEntityMutation.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './entities.css';

const FIELD_LABELS = { pubNote: entityMessages.pubNote, pubQuestion: entityMessages.pubQuestion, pubAlert: entityMessages.pubAlert };
type SettingKey = keyof typeof FIELD_LABELS;
const SETTING_KEYS: SettingKey[] = ['pubNote', 'pubQuestion', 'pubAlert'];

/** The route component of `/entity/edit/{id}/settings`: the owner's (A) publishing settings and admin letters. */
const EntitySettingsPage: RouteScreenComponent<{ main?: EntitySettingsPageQuery }> = ({ queries }) => {
  const query = optionalQuery<EntitySettingsPageQuery>(queries.main);
  return (
    <RouteScreen className="entities-page" loadingClassName="entities-loading" spinnerSize="large">
      {query ? <SettingsContent query={query} /> : <EntityNotFound />}
    </RouteScreen>
  );
};
export default EntitySettingsPage;

function SettingsContent({ query }: { query: PreloadedQuery<EntitySettingsPageQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query EntitySettingsPageQuery($recId: Int!) {
        entity(recId: $recId) {
          id
          recId
          type
          displayName
          pubNote
          pubQuestion
          pubAlert
          viewerRights {
            settings
          }
          ...EntityMembersAdminManager_entity
          ...EntitySubdomainSection_entity
        }
      }
    `,
    query,
  );
  const entity = data.entity;
  if (!entity) return <EntityNotFound />;
  if (!entity.viewerRights.settings) return <Forbidden />;
  return <SettingsForm entity={entity} />;
}

type SettingsEntity = NonNullable<EntitySettingsPageQuery['response']['entity']>;

function SettingsForm({ entity }: { entity: SettingsEntity }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const run = useEntityMutation(FIELD_LABELS);
  const initial = useMemo(() => ({ pubNote: [...entity.pubNote], pubQuestion: [...entity.pubQuestion], pubAlert: [...entity.pubAlert] }), [entity]);
  const [values, setValues] = useState<Record<SettingKey, string[]>>(initial);
  const [saving, setSaving] = useState(false);
  const changed = SETTING_KEYS.some((key) => lettersString(values[key]) !== lettersString(initial[key]));
  const guard = useUnsavedChangesGuard(changed);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await run<EntitySettingsPageMutation>({
      mutation: graphql`
        mutation EntitySettingsPageMutation($input: UpdateEntitySettingsInput!) {
          updateEntitySettings(input: $input) {
            __typename
            ... on EntityPayload {
              code
              entity {
                id
                pubNote
                pubQuestion
                pubAlert
              }
            }
            ...mutationError_error
          }
        }
      `,
      variables: {
        input: { entity: entity.id, pubNote: lettersString(values.pubNote), pubQuestion: lettersString(values.pubQuestion), pubAlert: lettersString(values.pubAlert) },
      },
      field: 'updateEntitySettings',
      payload: 'EntityPayload',
    });
    setSaving(false);
    if (!result) return;
    toast(formatToken(intl, result.code ?? 'VALUE_SET'), { kind: 'success' });
    guard.markSaved();
    void navigate(entityHref(entity.recId, entity.type));
  };

  return (
    <div className="entities-settings">
      <h1 className="entities-title__text">
        {intl.formatMessage(entityMessages.settingsTitle, { name: entity.displayName })}{' '}
        <span className="entities-owner-only">{intl.formatMessage(entityMessages.ownerOnly)}</span>
      </h1>
      <form className="entities-form" onSubmit={(event) => void save(event)} data-testid="entity-settings-form">
        <h2 className="entities-section__title">{intl.formatMessage(entityMessages.publishing)}</h2>
        {SETTING_KEYS.map((key) => (
          <CheckboxGroup key={key} className="entities-letters" value={values[key]} onChange={(letters) => setValues((current) => ({ ...current, [key]: letters }))}>
            <Label className="entities-field__label">{intl.formatMessage(FIELD_LABELS[key])}</Label>
            <div className="entities-letters__options">
              {PUBLISH_LETTERS.map((letter) => (
                <Checkbox key={letter} value={letter} className="entities-checkbox" aria-label={intl.formatMessage(LETTER_LABELS[letter])}>
                  <span className="entities-checkbox__box" aria-hidden="true" />
                  <span title={intl.formatMessage(LETTER_LABELS[letter])}>{letter}</span>
                </Checkbox>
              ))}
            </div>
          </CheckboxGroup>
        ))}
        <div className="entities-form__buttons">
          <button type="submit" className="entities-button entities-button--primary" disabled={saving}>
            {intl.formatMessage(entityMessages.save)}
          </button>
        </div>
      </form>
      <section className="entities-section">
        <h2 className="entities-section__title">{intl.formatMessage(entityMessages.admins)}</h2>
        <EntityAdminManager entity={entity} />
      </section>
      <EntitySubdomainSection entity={entity} />
    </div>
  );
}
