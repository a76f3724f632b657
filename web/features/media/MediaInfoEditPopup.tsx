import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import type { MediaInfoEditPopupQuery } from '../../__generated__/MediaInfoEditPopupQuery.graphql.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { recIdParam } from '../shell/route-params.ts';
import { Forbidden, NotFound } from '../shell/StatusPages.tsx';
import { mediaMessages as m } from './media-messages.ts';
import { MediaInfoForm } from './MediaInfoForm.tsx';
import './MediaView.css';

/** The route component of `/media/info/edit/{id}` (popup, login forced): the owner edits a media item's information. */
export default function MediaInfoEditPopup() {
  const recId = recIdParam(useParams().id) ?? 0;
  return (
    <RouteScreen>
      <MediaInfoEdit recId={recId} />
    </RouteScreen>
  );
}

function MediaInfoEdit({ recId }: { recId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { media } = useLazyLoadQuery<MediaInfoEditPopupQuery>(
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
    { recId },
    { fetchPolicy: 'network-only' },
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
