import { Suspense, useState } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AttachmentBrowserPopupList_query$key } from '../../__generated__/AttachmentBrowserPopupList_query.graphql.ts';
import type { AttachmentBrowserPopupListPaginationQuery } from '../../__generated__/AttachmentBrowserPopupListPaginationQuery.graphql.ts';
import type { AttachmentBrowserPopupQuery } from '../../__generated__/AttachmentBrowserPopupQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { type PopupState, useAppNavigate } from '../shell/navigation.ts';
import { publishAttachmentSelection, toggleSelected } from './attachment-selection.ts';
import { MediaCardContent, MediaCardList } from './MediaCard.tsx';
import { mediaMessages as m } from './media-messages.ts';
import { mediaTypeParam, type MediaTypeCode, withSearchParam } from './media-query.ts';
import { mediaScreenMessages as s } from './media-screen-messages.ts';
import { MediaGridLoading } from './MediaGrid.tsx';
import { MediaTypeFilter } from './MediaTypeFilter.tsx';
import './MediaLists.css';
import './MediaView.css';

/**
 * The route component of `/attachment/browser_popup/` (popup, login forced): the viewer picks
 * some of their own media to attach to a post or story. `?type=` filters, `?target=` names the
 * opener; confirming hands the chosen ids back through attachment-selection.ts and closes.
 */
const AttachmentBrowserPopup: RouteScreenComponent<{ main: AttachmentBrowserPopupQuery }> = ({ queries }) => {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const [params] = useSearchParams();
  const type = mediaTypeParam(params.get('type'));
  const [selected, setSelected] = useState<number[]>([]);

  // Filtering opens the browser again with its query changed; as only one may be open, that replaces this one.
  const filter = (next: MediaTypeCode | null) => appNavigate(location.pathname + withSearchParam(location.search, 'type', next));
  const attach = () => {
    publishAttachmentSelection({ target: params.get('target'), mediaIds: selected });
    if ((location.state as PopupState | null)?.background) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  return (
    <div className="media-popup">
      <h2 className="media-page__title">{intl.formatMessage(s.browserTitle)}</h2>
      <MediaTypeFilter value={type} onChange={filter} />
      <Suspense fallback={<MediaGridLoading />}>
        <OwnMedia list={queries.main} selected={selected} onToggle={(recId) => setSelected((current) => toggleSelected(current, recId))} />
      </Suspense>
      <div className="attachment-bar">
        <span className="attachment-bar__count" aria-live="polite">
          {intl.formatMessage(s.selectedCount, { count: selected.length })}
        </span>
        <Button className="media-info__save" isDisabled={selected.length === 0} onPress={attach}>
          {intl.formatMessage(s.attach)}
        </Button>
      </div>
    </div>
  );
};
export default AttachmentBrowserPopup;

interface OwnMediaProps {
  list: PreloadedQuery<AttachmentBrowserPopupQuery>;
  /** recIds in the order they were chosen */
  selected: readonly number[];
  onToggle: (recId: number) => void;
}

function OwnMedia({ list, selected, onToggle }: OwnMediaProps) {
  const intl = useIntl();
  const query = usePreloadedQuery(
    graphql`
      query AttachmentBrowserPopupQuery($uploaderId: Int, $mediaType: String, $count: Int!) {
        ...AttachmentBrowserPopupList_query @arguments(uploaderId: $uploaderId, mediaType: $mediaType, count: $count)
      }
    `,
    list,
  );
  // viewer.media takes no type, so the viewer's own media come from mediaList by uploader, as GET /api/attachment/browser does.
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AttachmentBrowserPopupListPaginationQuery, AttachmentBrowserPopupList_query$key>(
    graphql`
      fragment AttachmentBrowserPopupList_query on Query
      @refetchable(queryName: "AttachmentBrowserPopupListPaginationQuery")
      @argumentDefinitions(uploaderId: { type: "Int" }, mediaType: { type: "String" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        mediaList(uploaderId: $uploaderId, mediaType: $mediaType, first: $count, after: $cursor)
          @connection(key: "AttachmentBrowserPopup_mediaList", filters: ["uploaderId", "mediaType"]) {
          totalCount
          edges {
            node {
              id
              recId
              ...MediaCard_media
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <MediaCardList
      edges={data.mediaList.edges}
      totalCount={data.mediaList.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      noResult={intl.formatMessage(m.myEmpty)}
      renderCard={({ node }) => {
        const order = selected.indexOf(node.recId);
        return (
          <Checkbox className="ui-list-card attachment-card" isSelected={order >= 0} onChange={() => onToggle(node.recId)} data-testid="attachment-card">
            <span className="ui-list-card__main">
              <MediaCardContent media={node} />
              <span className="attachment-card__check" aria-hidden="true">
                {order >= 0 && order + 1}
              </span>
            </span>
          </Checkbox>
        );
      }}
    />
  );
}
