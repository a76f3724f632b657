import { Suspense, useEffect, useState } from 'react';
import { Button, Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useFragment, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MediaEditPageFeatured_media$key } from '../../__generated__/MediaEditPageFeatured_media.graphql.ts';
import type { MediaEditPageFeaturedMutation } from '../../__generated__/MediaEditPageFeaturedMutation.graphql.ts';
import type { MediaEditPageQuery } from '../../__generated__/MediaEditPageQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import { useFailureToast, useToast } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { Forbidden, NotFound } from '../shell/StatusPages.tsx';
import { mediaScreenMessages as s } from './media-screen-messages.ts';
import { MediaGridLoading } from './MediaGrid.tsx';
import { MediaInfoForm } from './MediaInfoForm.tsx';
import { useDeleteMedia } from './useDeleteMedia.ts';
import './MediaView.css';
import { mutationError } from '../../relay/mutation-error.ts';

/**
 * The route component of `/media/edit/{rec_id}` (login forced): the owner's page for one media
 * item: its info, the image editor for a photo, featuring it on the profile, and deleting it.
 */
const MediaEditPage: RouteScreenComponent<{ main?: MediaEditPageQuery }> = ({ queries }) => {
  const query = optionalQuery<MediaEditPageQuery>(queries.main);
  if (!query) return <NotFound />;
  return (
    <Suspense fallback={<MediaGridLoading />}>
      <MediaEdit query={query} />
    </Suspense>
  );
};
export default MediaEditPage;

function MediaEdit({ query }: { query: PreloadedQuery<MediaEditPageQuery> }) {
  const intl = useIntl();
  const { media } = usePreloadedQuery(
    graphql`
      query MediaEditPageQuery($recId: Int!) {
        media(recId: $recId) {
          id
          recId
          dbKey
          mediaType
          pres
          thumb
          title
          fileName
          ownedByViewer
          ...MediaInfoForm_media
          ...MediaEditPageFeatured_media
        }
      }
    `,
    query,
  );
  const [remove, deleting] = useDeleteMedia();
  const [deleted, setDeleted] = useGoBackOnceDeleted();
  if (deleted) return null;
  if (!media) return <NotFound />;
  if (!media.ownedByViewer) return <Forbidden />;

  const name = media.title || media.fileName;
  const picture = media.pres ?? media.thumb;
  return (
    <article className="media-view media-edit" data-testid="media-edit">
      <h1 className="media-view__title">{intl.formatMessage(s.editPageTitle)}</h1>
      {picture && <img className="media-edit__picture" src={picture} alt={name} />}
      <div className="media-edit__links">
        {media.mediaType === 'i' && media.pres && (
          <Link className="media-view__edit" to={`/image/edit/${media.dbKey}?url=${encodeURIComponent(media.pres)}`}>
            {intl.formatMessage(s.crop)}
          </Link>
        )}
        <Link className="media-view__edit" to={`/media/info/view/${media.recId}`}>
          {intl.formatMessage(s.viewInfo)}
        </Link>
      </div>
      <FeaturedSwitch media={media} />
      <MediaInfoForm media={media} />
      <Button className="media-edit__delete" isDisabled={deleting} onPress={() => void remove(media.id).then((done) => done && setDeleted())}>
        {intl.formatMessage(s.delete)}
      </Button>
    </article>
  );
}

/**
 * After a delete the page first drops its form (so its unsaved-changes question does not stop the
 * way out), then goes back; opened directly, it goes to the viewer's gallery instead.
 */
function useGoBackOnceDeleted(): [boolean, () => void] {
  const [deleted, setDeleted] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const viewer = useViewer();
  useEffect(() => {
    if (!deleted) return;
    if (location.key !== 'default') void navigate(-1);
    else void navigate(`/media/?uploader=${viewer.entityId ?? ''}`, { replace: true });
  }, [deleted, location.key, navigate, viewer.entityId]);
  return [deleted, () => setDeleted(true)];
}

/** "Featured on my profile", saved at once; the info fields go along unchanged, as the server saves them together. */
function FeaturedSwitch({ media: key }: { media: MediaEditPageFeatured_media$key }) {
  const intl = useIntl();
  const toast = useToast();
  const failed = useFailureToast();
  const media = useFragment(
    graphql`
      fragment MediaEditPageFeatured_media on Media {
        id
        featured
        title
        author
        caption
        description
        date
        link
        location
      }
    `,
    key,
  );
  const [commit, saving] = useMutation<MediaEditPageFeaturedMutation>(graphql`
    mutation MediaEditPageFeaturedMutation($id: ID!, $input: MediaInfoInput!) {
      updateMediaInfo(id: $id, input: $input) {
        __typename
        ... on MediaPayload {
          media {
            id
            featured
          }
        }
        ...mutationError_error
      }
    }
  `);
  const change = (featured: boolean) => {
    const { id, title, author, caption, description, date, link, location } = media;
    commit({
      variables: { id, input: { title, author, caption, description, date, link, location, featured } },
      optimisticUpdater: (store) => store.get(id)?.setValue(featured, 'featured'),
      onCompleted: ({ updateMediaInfo: result }) => {
        if (result.__typename === 'MediaPayload') toast(formatToken(intl, 'VALUE_SET'), { kind: 'success' });
        else failed(mutationError(result)?.code);
      },
      onError: () => failed(null),
    });
  };
  return (
    <Switch className="media-switch" isSelected={media.featured} isDisabled={saving} onChange={change}>
      <span>{intl.formatMessage(s.featured)}</span>
      <span className="media-switch__track" aria-hidden="true">
        <span className="media-switch__thumb" />
      </span>
    </Switch>
  );
}
