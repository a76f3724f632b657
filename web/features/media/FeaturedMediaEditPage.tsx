import { Suspense } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useFragment, useMutation, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { FeaturedMediaEditPage_media$key } from '../../__generated__/FeaturedMediaEditPage_media.graphql.ts';
import type { FeaturedMediaEditPageList_query$key } from '../../__generated__/FeaturedMediaEditPageList_query.graphql.ts';
import type { FeaturedMediaEditPageListPaginationQuery } from '../../__generated__/FeaturedMediaEditPageListPaginationQuery.graphql.ts';
import type { FeaturedMediaEditPageMutation } from '../../__generated__/FeaturedMediaEditPageMutation.graphql.ts';
import type { FeaturedMediaEditPageQuery } from '../../__generated__/FeaturedMediaEditPageQuery.graphql.ts';
import { FEATURED_MEDIA_SHOWN } from '@domain/media.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { Icon, InfiniteList, useFailureToast } from '../../ui/index.ts';
import { featuredMessages as m } from './featured-messages.ts';
import { MediaGridLoading, useMediaPaging } from './MediaGrid.tsx';
import './FeaturedMediaEditPage.css';
import { mutationError } from '../../relay/mutation-error.ts';

/** The route component of `/profile/featured/media/edit/`: the viewer's photos, each a toggle for the profile. */
const FeaturedMediaEditPage: RouteScreenComponent<{ main: FeaturedMediaEditPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  return (
    <div className="media-page">
      <h1 className="media-page__title">{intl.formatMessage(m.editTitle)}</h1>
      <p className="featured-edit__hint">{intl.formatMessage(m.editHint, { max: FEATURED_MEDIA_SHOWN })}</p>
      <Suspense fallback={<MediaGridLoading />}>
        <OwnPhotos list={queries.main} />
      </Suspense>
    </div>
  );
};
export default FeaturedMediaEditPage;

function OwnPhotos({ list }: { list: PreloadedQuery<FeaturedMediaEditPageQuery> }) {
  const intl = useIntl();
  const query = usePreloadedQuery(
    graphql`
      query FeaturedMediaEditPageQuery($uploaderId: Int!, $count: Int!) {
        ...FeaturedMediaEditPageList_query @arguments(uploaderId: $uploaderId, count: $count)
      }
    `,
    list,
  );
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<FeaturedMediaEditPageListPaginationQuery, FeaturedMediaEditPageList_query$key>(
    graphql`
      fragment FeaturedMediaEditPageList_query on Query
      @refetchable(queryName: "FeaturedMediaEditPageListPaginationQuery")
      @argumentDefinitions(uploaderId: { type: "Int!" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        mediaList(uploaderId: $uploaderId, mediaType: "i", first: $count, after: $cursor) @connection(key: "FeaturedMediaEditPage_mediaList", filters: ["uploaderId"]) {
          totalCount
          edges {
            node {
              id
              ...FeaturedMediaEditPage_media
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
    <div className="media-grid">
      <InfiniteList
        items={edges}
        getKey={(edge) => edge.node.id}
        renderItem={(edge) => <PhotoToggle media={edge.node} />}
        {...paging}
        noResult={intl.formatMessage(m.noPhotos)}
        label={intl.formatMessage(m.editTitle)}
      />
    </div>
  );
}

/** One photo: pressed means featured; the change shows at once and is undone if the server refuses it. */
function PhotoToggle({ media: key }: { media: FeaturedMediaEditPage_media$key }) {
  const intl = useIntl();
  const failed = useFailureToast();
  const media = useFragment(
    graphql`
      fragment FeaturedMediaEditPage_media on Media {
        id
        thumb
        title
        fileName
        featured
      }
    `,
    key,
  );
  const [commit] = useMutation<FeaturedMediaEditPageMutation>(graphql`
    mutation FeaturedMediaEditPageMutation($id: ID!, $featured: Boolean!) {
      updateMediaInfo(id: $id, input: { featured: $featured }) {
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
  const toggle = (featured: boolean) =>
    commit({
      variables: { id: media.id, featured },
      optimisticResponse: { updateMediaInfo: { __typename: 'MediaPayload', media: { id: media.id, featured } } },
      onCompleted: ({ updateMediaInfo }) => {
        if (updateMediaInfo.__typename !== 'MediaPayload') failed(mutationError(updateMediaInfo)?.code);
      },
      onError: () => failed(),
    });
  return (
    <ToggleButton
      className="featured-edit__tile"
      isSelected={media.featured}
      onChange={toggle}
      aria-label={intl.formatMessage(m.toggle, { name: media.title || media.fileName })}
      data-testid="featured-toggle"
    >
      {media.thumb ? <img className="media-grid__thumb" src={media.thumb} alt="" loading="lazy" /> : <Icon name="image" size={32} />}
      {media.featured && (
        <span className="featured-edit__badge">
          <Icon name="check" size={16} />
          {intl.formatMessage(m.featuredBadge)}
        </span>
      )}
    </ToggleButton>
  );
}
