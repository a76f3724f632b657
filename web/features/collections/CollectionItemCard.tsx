import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CollectionItemCard_item$key } from '../../__generated__/CollectionItemCard_item.graphql.ts';
import { collectionMessages as m } from './messages.ts';

/** What an item shows: its link, picture and words, whatever its kind. */
export function useItemCard(key: CollectionItemCard_item$key) {
  const item = useFragment(
    graphql`
      fragment CollectionItemCard_item on CollectionItem {
        recId
        kind
        note
        observation {
          recId
          speciesText
          dateFrom
          photoThumbnailUrl
          species {
            displayName
            thumbnailUrl
          }
          uploader {
            displayName
          }
        }
        media {
          recId
          thumb
          title
          fileName
        }
        species {
          recId
          uri
          displayName
          scientificName
          thumbnailUrl
        }
        article {
          title
          path
          cardSummary
        }
      }
    `,
    key,
  );
  const { observation, media, species, article } = item;
  if (observation) {
    return {
      item,
      to: `/observation/${observation.recId}`,
      image: observation.photoThumbnailUrl ?? observation.species?.thumbnailUrl ?? null,
      title: observation.species?.displayName ?? observation.speciesText ?? '',
      detail: `${observation.dateFrom} · ${observation.uploader.displayName}`,
    };
  }
  if (media) return { item, to: `/media/${media.recId}`, image: media.thumb ?? null, title: media.title || media.fileName, detail: '' };
  if (species) return { item, to: `/species/${species.uri}`, image: species.thumbnailUrl ?? null, title: species.displayName, detail: species.scientificName };
  return { item, to: article?.path ?? '/', image: null, title: article?.title ?? '', detail: article?.cardSummary.slice(0, 120) ?? '' };
}

/** One item of a collection as a card linking to the record, photo, species or article it shows. */
export function CollectionItemCard({ item: key, children }: { item: CollectionItemCard_item$key; children?: React.ReactNode }) {
  const intl = useIntl();
  const { item, to, image, title, detail } = useItemCard(key);
  return (
    <li className="collections-item" data-testid="collection-item">
      <Link className="collections-item__link" to={to}>
        {image ? <img src={image} alt="" loading="lazy" /> : <span className="collections-card__blank" aria-hidden="true" />}
        <span className="collections-item__text">
          <span className="collections-item__kind">{intl.formatMessage(m.kind, { kind: item.kind })}</span>
          <strong>{title}</strong>
          {detail && <span>{detail}</span>}
          {item.note && <em>{item.note}</em>}
        </span>
      </Link>
      {children}
    </li>
  );
}
