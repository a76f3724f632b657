import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { DisputesPage_queue$key } from '../../__generated__/DisputesPage_queue.graphql.ts';
import type { DisputesPagePaginationQuery } from '../../__generated__/DisputesPagePaginationQuery.graphql.ts';
import type { DisputesPageQuery } from '../../__generated__/DisputesPageQuery.graphql.ts';
import { DISPUTE_KINDS, DISPUTE_STATUSES, type DisputeKind, type DisputeStatus } from '@domain/disputes.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { InfiniteList } from '../../ui/index.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { DisputeCard } from './DisputeCard.tsx';
import { adminDisputesMessages as m, disputeKindNames, disputeStatusNames } from './messages.ts';
import './admin-disputes.css';

const PAGE_SIZE = 20;

const isStatus = (value: string | null): value is DisputeStatus => (DISPUTE_STATUSES as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is DisputeKind => (DISPUTE_KINDS as readonly (string | null)[]).includes(value);

/**
 * `/admin/dispute/` (moderators and admins): every report and appeal, one card per reported
 * thing, open ones oldest first; the address keeps the status tab and the kind (`?status=&kind=`).
 */
export default function DisputesPage() {
  return (
    <PartTexts part="admin">
      <RouteScreen className="admin-disputes">
        <DisputesScreen />
      </RouteScreen>
    </PartTexts>
  );
}

function DisputesScreen() {
  const intl = useIntl();
  const kindId = useId();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const kindParam = params.get('kind');
  const status: DisputeStatus = isStatus(statusParam) ? statusParam : 'open';
  const kind = isKind(kindParam) ? kindParam : null;
  const [fetchKey, setFetchKey] = useState(0);
  const select = (next: { status?: DisputeStatus; kind?: DisputeKind | null }) => {
    const query = { status: next.status ?? status, kind: next.kind === undefined ? kind : next.kind };
    setParams({ ...(query.status === 'open' ? {} : { status: query.status }), ...(query.kind ? { kind: query.kind } : {}) }, { replace: true });
  };
  const root = useLazyLoadQuery<DisputesPageQuery>(
    graphql`
      query DisputesPageQuery($count: Int!, $status: DisputeStatus!, $kind: DisputeKind) {
        ...DisputesPage_queue @arguments(count: $count, status: $status, kind: $kind)
      }
    `,
    { count: PAGE_SIZE, status, kind },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return (
    <>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="admin-disputes__muted">{intl.formatMessage(m.intro)}</p>
      <div className="admin-disputes__tabs" role="tablist" aria-label={intl.formatMessage(m.status)}>
        {DISPUTE_STATUSES.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={status === each}
            className="admin-disputes__tab"
            onClick={() => select({ status: each })}
            data-testid={`disputes-tab-${each}`}
          >
            {intl.formatMessage(disputeStatusNames[each])}
          </button>
        ))}
      </div>
      <div className="admin-disputes__filter">
        <label htmlFor={kindId}>{intl.formatMessage(m.kind)}</label>
        <select id={kindId} value={kind ?? ''} onChange={(event) => select({ kind: isKind(event.target.value) ? event.target.value : null })} data-testid="disputes-kind">
          <option value="">{intl.formatMessage(m.anyKind)}</option>
          {DISPUTE_KINDS.map((each) => (
            <option key={each} value={each}>
              {intl.formatMessage(disputeKindNames[each])}
            </option>
          ))}
        </select>
      </div>
      <Queue queue={root} onChanged={() => setFetchKey((key) => key + 1)} />
    </>
  );
}

function Queue({ queue, onChanged }: { queue: DisputesPage_queue$key; onChanged: () => void }) {
  const intl = useIntl();
  const pagination = usePaginationFragment<DisputesPagePaginationQuery, DisputesPage_queue$key>(
    graphql`
      fragment DisputesPage_queue on Query
      @refetchable(queryName: "DisputesPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, status: { type: "DisputeStatus!" }, kind: { type: "DisputeKind" }) {
        disputes(first: $count, after: $cursor, status: $status, kind: $kind) @connection(key: "DisputesPage_disputes") {
          totalCount
          edges {
            node {
              id
              ...DisputeCard_dispute
            }
          }
        }
      }
    `,
    queue,
  );
  const list = pagination.data.disputes;
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, list.edges.length, m.loadFailed);
  return (
    <section className="admin-disputes__list">
      <p className="admin-disputes__muted" data-testid="disputes-count">
        {intl.formatMessage(m.count, { count: list.totalCount })}
      </p>
      <InfiniteList
        items={list.edges.map((edge) => edge.node)}
        getKey={(node) => node.id}
        hasMore={hasMore}
        isLoading={isLoading}
        onLoadMore={loadMore}
        label={intl.formatMessage(m.title)}
        noResult={<p className="admin-disputes__muted">{intl.formatMessage(m.empty)}</p>}
        renderItem={(node) => <DisputeCard dispute={node} onChanged={onChanged} />}
      />
    </section>
  );
}
