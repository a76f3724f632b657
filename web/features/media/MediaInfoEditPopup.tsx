import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { MediaInfoEditPopupQuery } from '../../__generated__/MediaInfoEditPopupQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { Forbidden, NotFound } from '../shell/StatusPages.tsx';
import { mediaMessages as m } from './media-messages.ts';
import { MediaInfoForm } from './MediaInfoForm.tsx';
import './MediaView.css';

/** The route component of `/media/info/edit/{id}` (popup, login forced): the owner edits a media item's information. */
const MediaInfoEditPopup: RouteScreenComponent<{ main: MediaInfoEditPopupQuery }> = ({ queries }) => (
  <RouteScreen>
    <MediaInfoEdit query={queries.main} />
  </RouteScreen>
);
export default MediaInfoEditPopup;

function MediaInfoEdit({ query }: { query: PreloadedQuery<MediaInfoEditPopupQuery> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { media } = usePreloadedQuery(
    graphql`
      query MediaInfoEditPopupQuery($recId: Int!) {
        media(recId: $recId) {
          recId
          ownedByViewer
          thumb
          ...MediaInfoForm_media
        }
      }
    `,
    query,
  );
  if (!media) return <NotFound />;
  if (!media.ownedByViewer) return <Forbidden />;
  return (
    <MediaInfoForm
      media={media}
      header={
        <>
          <h2 className="media-view__title">{intl.formatMessage(m.editTitle)}</h2>
          {media.thumb && <img className="media-info__thumb" src={media.thumb} alt="" />}
        </>
      }
      onSaved={() => void navigate(`/media/${media.recId}`, { replace: true })}
    />
  );
}
