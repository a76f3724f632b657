import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { OwnerCollectionsQuery } from '../../__generated__/OwnerCollectionsQuery.graphql.ts';
import { collectionEditPath } from '@domain/collections.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { collectionMessages as m } from './messages.ts';
import './collections.css';

/** How many of them the page shows; the rest are on the list. */
const SHOWN = 4;

const ownerQuery = graphql`
  query OwnerCollectionsQuery($ownerId: ID, $entityId: ID, $first: Int!) {
    collections(first: $first, ownerId: $ownerId, entityId: $entityId) {
      totalCount
      edges {
        node {
          id
          title
          path
          itemCount
          cover {
            thumb
          }
        }
      }
    }
  }
`;

export interface OwnerCollectionsProps {
  /** the person's or the group's or project's number */
  entityId: number;
  /** a person's page: the collections they made; otherwise those belonging to the group or project */
  person: boolean;
  /** the viewer's own page: offers a new collection when there is none */
  own: boolean;
}

/**
 * A person's, a group's or a project's collections on its page (loaded lazily through
 * `CollectionLinks.tsx`): the few the viewer may see (the server's `collections(ownerId | entityId)`
 * applies the privacy rule), each opening `/collection/{id}`, and a link to all of them on
 * `/collection/?owner=` or `?entity=`. Nothing shows when there is none to see, except on one's own
 * page.
 */
export default function OwnerCollections(props: OwnerCollectionsProps) {
  return (
    <PartTexts part="publishing">
      <OwnerCollectionsList {...props} />
    </PartTexts>
  );
}

function OwnerCollectionsList({ entityId, person, own }: OwnerCollectionsProps) {
  const intl = useIntl();
  const id = String(entityId);
  const data = useLazyLoadQuery<OwnerCollectionsQuery>(
    ownerQuery,
    { ownerId: person ? id : null, entityId: person ? null : id, first: SHOWN },
    { fetchPolicy: 'store-and-network' },
  );
  const edges = data.collections?.edges ?? [];
  const total = data.collections?.totalCount ?? 0;
  if (edges.length === 0 && !own) return null;
  const listHref = `/collection/?${person ? 'owner' : 'entity'}=${entityId}`;
  return (
    <section className="entities-section collections-owned" data-testid="owner-collections">
      <h2 className="entities-section__title">{intl.formatMessage(m.listTitle)}</h2>
      {edges.length === 0 ? (
        <p className="collections-empty">
          {intl.formatMessage(m.noneToAddTo)} <Link to={collectionEditPath(0)}>{intl.formatMessage(m.newCollection)}</Link>
        </p>
      ) : (
        <ul className="collections-cards">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <Link className="collections-card" to={node.path}>
                {node.cover?.thumb ? <img src={node.cover.thumb} alt="" loading="lazy" /> : <span className="collections-card__blank" aria-hidden="true" />}
                <span className="collections-card__text">
                  <strong>{node.title}</strong>
                  <span>{intl.formatMessage(m.itemCount, { count: node.itemCount })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {total > edges.length && (
        <p className="collections-owned__all">
          <Link to={listHref}>{intl.formatMessage(m.seeAll, { count: total })}</Link>
        </p>
      )}
    </section>
  );
}
