import { Suspense, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { MyMediaListPopupAddVideoMutation } from '../../__generated__/MyMediaListPopupAddVideoMutation.graphql.ts';
import type { MyMediaListPopupList_query$key } from '../../__generated__/MyMediaListPopupList_query.graphql.ts';
import type { MyMediaListPopupListPaginationQuery } from '../../__generated__/MyMediaListPopupListPaginationQuery.graphql.ts';
import type { MyMediaListPopupQuery } from '../../__generated__/MyMediaListPopupQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { LibraryUpload } from './LibraryUpload.tsx';
import { mediaMessages as m } from './media-messages.ts';
import { MediaGrid, MediaGridLoading } from './MediaGrid.tsx';
import './MediaView.css';
import { mutationError } from '../../relay/mutation-error.ts';

/** The route component of `/my/media/list/` (popup, login forced): the viewer's own uploads, files included. */
const MyMediaListPopup: RouteScreenComponent<{ main: MyMediaListPopupQuery }> = ({ queries }) => {
  const intl = useIntl();
  return (
    <div className="media-page">
      <h2 className="media-page__title">{intl.formatMessage(m.myTitle)}</h2>
      <Suspense fallback={<MediaGridLoading />}>
        <MyMedia list={queries.main} />
      </Suspense>
    </div>
  );
};
export default MyMediaListPopup;

function MyMedia({ list }: { list: PreloadedQuery<MyMediaListPopupQuery> }) {
  const intl = useIntl();
  const query = usePreloadedQuery(
    graphql`
      query MyMediaListPopupQuery($count: Int!) {
        ...MyMediaListPopupList_query @arguments(count: $count)
      }
    `,
    list,
  );
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<MyMediaListPopupListPaginationQuery, MyMediaListPopupList_query$key>(
    graphql`
      fragment MyMediaListPopupList_query on Query
      @refetchable(queryName: "MyMediaListPopupListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        viewer {
          media(first: $count, after: $cursor) @connection(key: "MyMediaListPopup_media") {
            __id
            totalCount
            edges {
              node {
                id
                ...MediaGrid_media
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount, __id: connection } = data.viewer.media;
  return (
    <>
      <LibraryUpload onUploaded={() => refetch({}, { fetchPolicy: 'network-only' })} />
      <AddVideoLink connection={connection} />
      <MediaGrid edges={edges} totalCount={totalCount} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} noResult={intl.formatMessage(m.myEmpty)} />
    </>
  );
}

/** A YouTube or Vimeo address becomes a video item, first in the list. */
function AddVideoLink({ connection }: { connection: string }) {
  const intl = useIntl();
  const toast = useToast();
  const requestError = useRequestErrorAlert();
  const inputId = useId();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, adding] = useMutation<MyMediaListPopupAddVideoMutation>(graphql`
    mutation MyMediaListPopupAddVideoMutation($url: String!, $connections: [ID!]!) {
      addVideoLink(url: $url) {
        __typename
        ... on MediaPayload {
          media @prependNode(connections: $connections, edgeTypeName: "ViewerMediaConnectionEdge") {
            id
            ...MediaGrid_media
          }
        }
        ...mutationError_error
      }
    }
  `);
  const add = () =>
    commit({
      variables: { url, connections: [connection] },
      onCompleted: ({ addVideoLink: result }) => {
        if (result.__typename === 'MediaPayload') {
          setUrl('');
          toast(formatToken(intl, 'SAVED'), { kind: 'success' });
          return;
        }
        setProblem(intl.formatMessage(mutationError(result)?.code === 'VIDEO_LINK_NOT_SUPPORTED' ? m.videoNotSupported : m.failed));
      },
      onError: (error) => void requestError(error),
    });
  return (
    <form
      className="media-video"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (url.trim()) add();
      }}
    >
      <label htmlFor={inputId}>{intl.formatMessage(m.videoLabel)}</label>
      <div className="media-video__row">
        <input
          id={inputId}
          type="url"
          inputMode="url"
          placeholder="https://youtu.be/…"
          value={url}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" className="media-info__save" isDisabled={adding || !url.trim()}>
          {intl.formatMessage(m.videoAdd)}
        </Button>
      </div>
      {problem && (
        <span id={`${inputId}-error`} className="media-info__error" role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}
