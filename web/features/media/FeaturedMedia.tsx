import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { FeaturedMedia_entity$key } from '../../__generated__/FeaturedMedia_entity.graphql.ts';
import { featuredMessages as m } from './featured-messages.ts';
import { PhotoGallery } from './PhotoGallery.tsx';
import './FeaturedMedia.css';

/**
 * The photos a person features on the profile (recording §2, §7 featured_media), opened in the
 * photo browser; the owner gets the link to choose them.
 */
export function FeaturedMedia({ entity, own }: { entity: FeaturedMedia_entity$key; own: boolean }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment FeaturedMedia_entity on Entity {
        recId
        featuredMedia {
          ...PhotoGallery_media
        }
      }
    `,
    entity,
  );
  if (!data.featuredMedia.length && !own) return null;
  return (
    <section className="entities-section" data-testid="featured-media">
      <h2 className="entities-section__title">{intl.formatMessage(m.title)}</h2>
      {data.featuredMedia.length ? <PhotoGallery media={data.featuredMedia} /> : <p className="featured-media__empty">{intl.formatMessage(m.emptyOwn)}</p>}
      <p className="featured-media__links">
        {own && (
          <Link className="entities-link" to="/profile/featured/media/edit/">
            {intl.formatMessage(m.edit)}
          </Link>
        )}
        <Link className="entities-link" to={`/media/?uploader=${data.recId}`}>
          {intl.formatMessage(m.allMedia)}
        </Link>
      </p>
    </section>
  );
}
