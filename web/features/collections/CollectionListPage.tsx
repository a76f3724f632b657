import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { CollectionListPageQuery } from '../../__generated__/CollectionListPageQuery.graphql.ts';
import { collectionEditPath } from '@domain/collections.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { collectionMessages as m } from './messages.ts';
import '../posts/posts.css';
import './collections.css';

const listQuery = graphql`
  query CollectionListPageQuery($mine: Boolean, $ownerId: ID, $entityId: ID) {
    viewer {
      entityId
    }
    collections(first: 60, mine: $mine, ownerId: $ownerId, entityId: $entityId) {
      edges {
        node {
          id
          title
          path
          itemCount
          cover {
            thumb
          }
          owner {
            displayName
          }
          entity {
            displayName
          }
        }
      }
    }
  }
`;

/**
 * The route component of `/collection/`: the collections the viewer may see, newest changed
 * first (everybody's public ones, their friends' and groups', their own), with `?mine=1` only
 * their own, with `?owner=` a person's, with `?entity=` a group's or project's; each a card with its cover.
 */
export default function CollectionListPage() {
  return (
    <PartTexts part="publishing">
      <CollectionListScreen />
    </PartTexts>
  );
}

function CollectionListScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const mine = params.get('mine') === '1';
  const data = useLazyLoadQuery<CollectionListPageQuery>(
    listQuery,
    { mine, ownerId: params.get('owner'), entityId: params.get('entity') },
    { fetchPolicy: 'store-and-network' },
  );
  const signedIn = data.viewer?.entityId != null;
  const edges = data.collections?.edges ?? [];
  return (
    <RouteScreen className="collections-page">
      <header className="collections-head">
        <h1>{intl.formatMessage(m.listTitle)}</h1>
        {signedIn && (
          <Link className="posts-button posts-button--primary" to={collectionEditPath(0)}>
            {intl.formatMessage(m.newCollection)}
          </Link>
        )}
      </header>
      {signedIn && (
        <nav className="collections-filter" aria-label={intl.formatMessage(m.listTitle)}>
          <Link to="/collection/" aria-current={mine ? undefined : 'page'}>
            {intl.formatMessage(m.all)}
          </Link>
          <Link to="/collection/?mine=1" aria-current={mine ? 'page' : undefined}>
            {intl.formatMessage(m.mine)}
          </Link>
        </nav>
      )}
      {edges.length === 0 ? (
        <p className="collections-empty">{intl.formatMessage(m.empty)}</p>
      ) : (
        <ul className="collections-cards">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <Link className="collections-card" to={node.path}>
                {node.cover?.thumb ? <img src={node.cover.thumb} alt="" loading="lazy" /> : <span className="collections-card__blank" aria-hidden="true" />}
                <span className="collections-card__text">
                  <strong>{node.title}</strong>
                  <span>
                    {intl.formatMessage(m.itemCount, { count: node.itemCount })} · {node.entity?.displayName ?? node.owner.displayName}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </RouteScreen>
  );
}
