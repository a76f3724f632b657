import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SampleListPage_samples$key } from '../../__generated__/SampleListPage_samples.graphql.ts';
import type { SampleListPagePaginationQuery } from '../../__generated__/SampleListPagePaginationQuery.graphql.ts';
import type { SampleListPageQuery } from '../../__generated__/SampleListPageQuery.graphql.ts';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { Icon, InfiniteList } from '../../ui/index.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { sampleMessages as m } from './messages.ts';
import { SampleSummary } from './SampleSummary.tsx';
import './samples.css';

/** The route component of `/my/sample/` (admins while samples are in testing): the viewer's samples, newest first. */
export default function SampleListPage() {
  return (
    <PartTexts part="samples">
      <RouteScreen className="samples">
        <SampleList />
      </RouteScreen>
    </PartTexts>
  );
}

function SampleList() {
  const intl = useIntl();
  const root = useLazyLoadQuery<SampleListPageQuery>(
    graphql`
      query SampleListPageQuery($count: Int!) {
        ...SampleListPage_samples @arguments(count: $count)
      }
    `,
    { count: LIST_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  const pagination = usePaginationFragment<SampleListPagePaginationQuery, SampleListPage_samples$key>(
    graphql`
      fragment SampleListPage_samples on Query
      @refetchable(queryName: "SampleListPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        viewer {
          samples(first: $count, after: $cursor) @connection(key: "SampleListPage_samples") {
            totalCount
            edges {
              node {
                id
                recId
                ...SampleSummary_sample
              }
            }
          }
        }
      }
    `,
    root,
  );
  const samples = pagination.data.viewer.samples;
  const nodes = samples?.edges.map((edge) => edge.node) ?? [];
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, nodes.length, m.loadFailed);
  return (
    <>
      <div className="samples__header">
        <h1>{intl.formatMessage(m.listTitle)}</h1>
        <Link className="samples__button samples__button--primary" to="/my/sample/add/" data-testid="sample-add">
          <Icon name="plus" size={20} />
          {intl.formatMessage(m.add)}
        </Link>
      </div>
      <p className="samples__intro">{intl.formatMessage(m.listIntro)}</p>
      <p className="samples__meta">
        <span data-testid="sample-count">{intl.formatMessage(m.count, { count: samples?.totalCount ?? 0 })}</span>
        <Link to="/my/sample/error/list/">{intl.formatMessage(m.errorListLink)}</Link>
      </p>
      <InfiniteList
        items={nodes}
        getKey={(node) => node.id}
        label={intl.formatMessage(m.listTitle)}
        hasMore={hasMore}
        isLoading={isLoading}
        onLoadMore={loadMore}
        noResult={<p className="samples__empty">{intl.formatMessage(m.empty)}</p>}
        renderItem={(node) => (
          <Link className="samples__card" to={`/my/sample/${node.recId}/`} data-testid="sample-card">
            <SampleSummary sample={node} />
          </Link>
        )}
      />
    </>
  );
}
