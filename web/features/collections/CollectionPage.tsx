import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { CollectionPageQuery } from '../../__generated__/CollectionPageQuery.graphql.ts';
import { collectionEditPath } from '@domain/collections.ts';
import { LICENCE_NAMES } from '@domain/licences.ts';
import { privacyLevel } from '@domain/privacy.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { privacyMessages } from '../home/timeline-item.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { CollectionItemCard } from './CollectionItemCard.tsx';
import { collectionGlobalId } from './ids.ts';
import { collectionMessages as m } from './messages.ts';
import '../posts/posts.css';
import '../rich-text/rich-text-view.css';
import './collections.css';

const viewQuery = graphql`
  query CollectionPageQuery($id: ID!) {
    node(id: $id) {
      ... on Collection {
        id
        recId
        title
        description
        access
        license
        licenseText
        itemCount
        viewerCanEdit
        cover {
          pres
          thumb
        }
        owner {
          recId
          displayName
        }
        entity {
          recId
          displayName
        }
        items(first: 200) {
          edges {
            node {
              id
              ...CollectionItemCard_item
            }
          }
        }
      }
    }
  }
`;

/** The licence's name as shown: a custom one's own text. */
export const licenceName = (license: string, text: string): string => (license === 'CUSTOM' ? text : (LICENCE_NAMES[license as keyof typeof LICENCE_NAMES] ?? license));

/** The route component of `/collection/{id}`: its cover, description and licence, and the items the viewer may see, in order. */
export default function CollectionPage() {
  return (
    <PartTexts part="publishing">
      <CollectionScreen />
    </PartTexts>
  );
}

function CollectionScreen() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { node: collection } = useLazyLoadQuery<CollectionPageQuery>(viewQuery, { id: collectionGlobalId(id) }, { fetchPolicy: 'store-and-network' });
  if (!collection?.id) {
    return (
      <RouteScreen className="collections-page">
        <p className="collections-empty">{formatToken(intl, 'DATA_NOT_FOUND')}</p>
      </RouteScreen>
    );
  }
  const curator = collection.entity ?? collection.owner;
  const items = collection.items?.edges ?? [];
  return (
    <RouteScreen className="collections-page">
      <article className="collections-view" data-testid="collection">
        {collection.cover?.pres && <img className="collections-view__cover" src={collection.cover.pres} alt="" />}
        <h1>{collection.title}</h1>
        <p className="collections-view__meta">
          <Link to={collection.entity ? `/entity/${curator!.recId}` : `/people/${curator!.recId}`}>{intl.formatMessage(m.by, { name: curator!.displayName })}</Link>
          {' · '}
          {intl.formatMessage(privacyMessages[privacyLevel(collection.access!)])}
          {' · '}
          {intl.formatMessage(m.itemCount, { count: collection.itemCount! })}
        </p>
        {/* Sanitised by the server with the one rich-text allowlist. */}
        <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: collection.description ?? '' }} />
        <p className="collections-view__licence">
          {intl.formatMessage(m.licence)}: {licenceName(collection.license!, collection.licenseText!)}
        </p>
        {collection.viewerCanEdit && (
          <Link className="posts-button" to={collectionEditPath(collection.recId!)}>
            {intl.formatMessage(m.edit)}
          </Link>
        )}
        {items.length === 0 ? (
          <p className="collections-empty">{intl.formatMessage(m.emptyItems)}</p>
        ) : (
          <ol className="collections-items">
            {items.map(({ node }) => (
              <CollectionItemCard key={node.id} item={node} />
            ))}
          </ol>
        )}
      </article>
    </RouteScreen>
  );
}
