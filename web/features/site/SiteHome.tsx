import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteHome_site$key } from '../../__generated__/SiteHome_site.graphql.ts';
import { EntityProfile } from '../entities/EntityProfile.tsx';
import '../entities/entities.css';

/**
 * The home page of an entity's subdomain (subdomain mode): the entity's name, image and board,
 * as its own page shows them, in place of the home timeline.
 */
export function SiteHome({ site }: { site: SiteHome_site$key }) {
  const { entity } = useFragment(
    graphql`
      fragment SiteHome_site on Site {
        entity {
          ...EntityProfile_entity
        }
      }
    `,
    site,
  );
  if (!entity) return null;
  return (
    <div className="entities-page site-home" data-testid="site-home">
      <EntityProfile entity={entity} />
    </div>
  );
}
