import { Suspense, useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IMAGE_SIZE_CLASSES, type ImageSizeClass } from '@domain/media.ts';
import type { FileBrowserPageList_query$key } from '../../__generated__/FileBrowserPageList_query.graphql.ts';
import type { FileBrowserPageListPaginationQuery } from '../../__generated__/FileBrowserPageListPaginationQuery.graphql.ts';
import type { FileBrowserPageQuery } from '../../__generated__/FileBrowserPageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { InfiniteList } from '../../ui/index.ts';
import { LibraryUpload } from '../media/LibraryUpload.tsx';
import { MediaGridLoading, useMediaPaging } from '../media/MediaGrid.tsx';
import type { PopupState } from '../shell/navigation.ts';
import { publishImagePick } from './image-pick.ts';
import { richTextMessages as m } from './messages.ts';
import './rich-text.css';

/**
 * The rich-text editor's file picker, `/admin/pages/_tinyMceFileBrowser.html` (social-core §2;
 * login forced): the viewer's own images, an upload into them, and the size the image takes in
 * the text (social-core §9: 100, 50, 33 or 25 percent). Picking one hands it to the editor named
 * by `?target=` and closes; opened on its own, it goes home.
 */
const FileBrowserPage: RouteScreenComponent<{ main: FileBrowserPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [size, setSize] = useState<ImageSizeClass>(100);

  const pick = (src: string, alt: string) => {
    publishImagePick({ target: params.get('target'), src, alt, size });
    if ((location.state as PopupState | null)?.background) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  return (
    <div className="media-popup rich-text-picker">
      <h2 className="media-page__title">{intl.formatMessage(m.pickerTitle)}</h2>
      <RadioGroup className="rich-text-picker__sizes" orientation="horizontal" value={String(size)} onChange={(value) => setSize(Number(value) as ImageSizeClass)}>
        <Label>{intl.formatMessage(m.pickerSize)}</Label>
        {IMAGE_SIZE_CLASSES.map((each) => (
          <Radio key={each} value={String(each)} className="rich-text-picker__size">
            {intl.formatMessage(m.pickerSizeOption, { size: each })}
          </Radio>
        ))}
      </RadioGroup>
      <Suspense fallback={<MediaGridLoading />}>
        <OwnImages list={queries.main} onPick={pick} />
      </Suspense>
    </div>
  );
};
export default FileBrowserPage;

function OwnImages({ list, onPick }: { list: PreloadedQuery<FileBrowserPageQuery>; onPick: (src: string, alt: string) => void }) {
  const intl = useIntl();
  const query = usePreloadedQuery(
    graphql`
      query FileBrowserPageQuery($uploaderId: Int, $count: Int!) {
        ...FileBrowserPageList_query @arguments(uploaderId: $uploaderId, count: $count)
      }
    `,
    list,
  );
  // The viewer's own images, as the attachment browser lists them (mediaList by uploader).
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<FileBrowserPageListPaginationQuery, FileBrowserPageList_query$key>(
    graphql`
      fragment FileBrowserPageList_query on Query
      @refetchable(queryName: "FileBrowserPageListPaginationQuery")
      @argumentDefinitions(uploaderId: { type: "Int" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        mediaList(uploaderId: $uploaderId, mediaType: "i", first: $count, after: $cursor) @connection(key: "FileBrowserPage_mediaList", filters: ["uploaderId"]) {
          totalCount
          edges {
            node {
              id
              title
              fileName
              thumb
              pres
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.mediaList;
  const paging = useMediaPaging({ edges, totalCount, hasNext, isLoadingNext, loadNext });
  return (
    <>
      <LibraryUpload onUploaded={() => refetch({}, { fetchPolicy: 'network-only' })} />
      <div className="rich-text-picker__grid">
        <InfiniteList
          items={edges.filter((edge) => edge.node.pres ?? edge.node.thumb)}
          getKey={(edge) => edge.node.id}
          renderItem={({ node }) => {
            const alt = node.title || node.fileName;
            return (
              <Button
                className="rich-text-picker__image"
                aria-label={intl.formatMessage(m.pickerInsert, { name: alt })}
                onPress={() => onPick((node.pres ?? node.thumb)!, alt)}
                data-testid="rich-text-pick"
              >
                <img src={node.thumb ?? node.pres!} alt="" loading="lazy" width={160} height={160} />
              </Button>
            );
          }}
          {...paging}
          noResult={intl.formatMessage(m.pickerEmpty)}
          label={intl.formatMessage(m.pickerTitle)}
        />
      </div>
    </>
  );
}
