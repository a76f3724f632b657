import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ObservationContributors_observation$key } from '../../__generated__/ObservationContributors_observation.graphql.ts';
import { isContributionRole } from '@domain/contributions.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { Icon } from '../../ui/index.ts';
import { contributionMessages as m, contributionRoleMessages } from './contribution-messages.ts';
import { type ContributorRow, ObservationContributorsEditor } from './ObservationContributorsEditor.tsx';

/**
 * The record view's contributors (recording §7 contribution edit): each person with their roles, and
 * for whoever may change them (the server's `viewerCan.editContributors`: the uploader, site admins)
 * their editor; nothing for others when there are none.
 */
export function ObservationContributors({ observation }: { observation: ObservationContributors_observation$key }) {
  const { id, contributors, viewerCan } = useFragment(
    graphql`
      fragment ObservationContributors_observation on Observation {
        id
        viewerCan {
          editContributors
        }
        contributors {
          role
          displayName
          person {
            id
            recId
          }
        }
      }
    `,
    observation,
  );
  if (contributors.length === 0 && !viewerCan.editContributors) return null;
  return (
    <Suspense fallback={null}>
      <PartTexts part="editing">
        <ContributorsSection observationId={id} contributors={contributors} canEdit={viewerCan.editContributors} />
      </PartTexts>
    </Suspense>
  );
}

function ContributorsSection({ observationId, contributors, canEdit }: { observationId: string; contributors: readonly ContributorRow[]; canEdit: boolean }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  return (
    <section className="obs-section" data-testid="observation-contributors">
      <h3 className="obs-section__title">{intl.formatMessage(m.title)}</h3>
      {editing ? (
        <ObservationContributorsEditor observationId={observationId} contributors={contributors} onClose={() => setEditing(false)} />
      ) : (
        <>
          {contributors.length > 0 ? <ContributorList contributors={contributors} /> : <p className="obs-muted">{intl.formatMessage(m.empty)}</p>}
          {canEdit && (
            <Button className="obs-button obs-button--small obs-contributors__edit" onPress={() => setEditing(true)}>
              <Icon name="pen" size={16} />
              {intl.formatMessage(m.edit)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function ContributorList({ contributors }: { contributors: readonly ContributorRow[] }) {
  const intl = useIntl();
  // One line per person, their roles together, in the order given.
  const people = new Map<number, { name: string; roles: string[] }>();
  for (const row of contributors) {
    const person = people.get(row.person.recId) ?? { name: row.displayName, roles: [] };
    // A role this app does not know yet is left out rather than shown as a token.
    if (isContributionRole(row.role)) person.roles.push(intl.formatMessage(contributionRoleMessages[row.role]));
    people.set(row.person.recId, person);
  }
  return (
    <ul className="obs-contributors">
      {[...people].map(([id, person]) => (
        <li key={id}>
          <Link to={`/entity/${id}`}>{person.name}</Link>: {intl.formatList(person.roles)}
        </li>
      ))}
    </ul>
  );
}
