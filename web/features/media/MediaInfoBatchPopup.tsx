import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { MediaInfoBatchPopupQuery } from '../../__generated__/MediaInfoBatchPopupQuery.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { optionalQuery, type RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { NotFound } from '../shell/StatusPages.tsx';
import { mediaBatchMessages as b } from './media-batch-messages.ts';
import { MediaGridLoading } from './MediaGrid.tsx';
import { MediaInfoForm } from './MediaInfoForm.tsx';
import './MediaView.css';

/**
 * `/mediainfo_edit/?transferKey=…` and `/media/info/edit/` (popup, login forced): the info form of
 * each media item of a batch just uploaded, or of each of the viewer's media still without info.
 */
const MediaInfoBatchPopup: RouteScreenComponent<{ main?: MediaInfoBatchPopupQuery }> = ({ queries }) => {
  const query = optionalQuery<MediaInfoBatchPopupQuery>(queries.main);
  return (
    <Suspense fallback={<MediaGridLoading />}>
      <PartTexts part="editing">{query ? <MediaInfoBatch query={query} /> : <NotFound />}</PartTexts>
    </Suspense>
  );
};
export default MediaInfoBatchPopup;

function MediaInfoBatch({ query }: { query: PreloadedQuery<MediaInfoBatchPopupQuery> }) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const batch = searchParams.has('transferKey');
  const { viewer } = usePreloadedQuery(
    graphql`
      query MediaInfoBatchPopupQuery($count: Int!, $ids: [Int!], $lackingInfo: Boolean) {
        viewer {
          media(first: $count, ids: $ids, lackingInfo: $lackingInfo) {
            edges {
              node {
                id
                recId
                thumb
                fileName
                ...MediaInfoForm_media
              }
            }
          }
        }
      }
    `,
    query,
  );
  const media = viewer?.media?.edges.map((edge) => edge.node) ?? [];
  // A key whose media are none of the viewer's (another person's key, deleted media) is not found.
  if (batch && media.length === 0) return <NotFound />;
  return (
    <section className="media-batch" data-testid="media-info-batch">
      <h2 className="media-view__title">{intl.formatMessage(batch ? b.batchTitle : b.lackingTitle)}</h2>
      {media.length === 0 ? <p>{intl.formatMessage(b.allDone)}</p> : <p>{intl.formatMessage(b.batchIntro)}</p>}
      {media.map((item) => (
        <div key={item.id} className="media-batch__item" data-testid="media-info-batch-item">
          <MediaInfoForm
            media={item}
            header={
              <div className="media-batch__head">
                {item.thumb && <img className="media-info__thumb" src={item.thumb} alt="" />}
                <span>{item.fileName}</span>
              </div>
            }
          />
        </div>
      ))}
      <Link className="media-view__edit" to="/media/info/view/">
        {intl.formatMessage(b.done)}
      </Link>
    </section>
  );
}
