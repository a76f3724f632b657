import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EntitySubdomainSection_entity$key } from '../../__generated__/EntitySubdomainSection_entity.graphql.ts';
import type { EntitySubdomainSectionMutation } from '../../__generated__/EntitySubdomainSectionMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useToast } from '../../ui/index.ts';
import { useEntityMutation } from '../entities/useEntityMutation.ts';
import { SUBDOMAIN_MAX_LENGTH, subdomainProblem } from '@domain/subdomains.ts';
import { siteMessages } from './messages.ts';
import { useSite } from './SiteProvider.tsx';
import './site.css';

const FIELD_LABELS = { subdomain: siteMessages.subdomainLabel };

/**
 * The site admins' part of an entity's settings page: its subdomain (subdomain mode), a lower-case
 * DNS label checked here by the same rule as on the server; empty takes it away.
 */
export function EntitySubdomainSection({ entity }: { entity: EntitySubdomainSection_entity$key }) {
  const data = useFragment(
    graphql`
      fragment EntitySubdomainSection_entity on Entity {
        id
        subdomain
      }
    `,
    entity,
  );
  const intl = useIntl();
  const toast = useToast();
  const site = useSite();
  const run = useEntityMutation(FIELD_LABELS);
  const [value, setValue] = useState(data.subdomain ?? '');
  const [saving, setSaving] = useState(false);
  if (!site.canSetSubdomain) return null;
  const label = value.trim().toLowerCase();
  const problem = label === '' ? null : subdomainProblem(label);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setSaving(true);
    const result = await run<EntitySubdomainSectionMutation>({
      mutation: graphql`
        mutation EntitySubdomainSectionMutation($input: SetEntitySubdomainInput!) {
          setEntitySubdomain(input: $input) {
            __typename
            ... on SetEntitySubdomainPayload {
              code
              entity {
                id
                subdomain
              }
            }
            ...mutationError_error
          }
        }
      `,
      variables: { input: { entity: data.id, subdomain: label } },
      field: 'setEntitySubdomain',
      payload: 'SetEntitySubdomainPayload',
    });
    setSaving(false);
    if (result) toast(formatToken(intl, result.code ?? 'VALUE_SET'), { kind: 'success' });
  };

  return (
    <section className="entities-section" data-testid="entity-subdomain">
      <h2 className="entities-section__title">
        {intl.formatMessage(siteMessages.subdomainTitle)} <span className="entities-owner-only">{intl.formatMessage(siteMessages.siteOnlyAdmins)}</span>
      </h2>
      <form className="entities-form" onSubmit={(event) => void save(event)}>
        <label className="entities-field">
          <span className="entities-field__label">{intl.formatMessage(siteMessages.subdomainLabel)}</span>
          <input
            className="entities-field__input"
            name="subdomain"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={SUBDOMAIN_MAX_LENGTH}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={problem !== null}
          />
        </label>
        <p className={problem ? 'site-field-help site-field-help--problem' : 'site-field-help'} role={problem ? 'alert' : undefined}>
          {problem ? formatToken(intl, problem) : intl.formatMessage(siteMessages.subdomainHelp)}
          {!problem && label && site.publicHost && <> {intl.formatMessage(siteMessages.subdomainAddress, { address: `${label}.${site.publicHost}` })}</>}
        </p>
        <div className="entities-form__buttons">
          <button type="submit" className="entities-button entities-button--primary" disabled={saving || problem !== null}>
            {intl.formatMessage(siteMessages.subdomainSave)}
          </button>
        </div>
      </form>
    </section>
  );
}
