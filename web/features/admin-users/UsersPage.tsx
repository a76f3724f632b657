import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { UsersPage_people$key } from '../../__generated__/UsersPage_people.graphql.ts';
import type { AccountRole, UsersPageQuery } from '../../__generated__/UsersPageQuery.graphql.ts';
import type { UsersPagePaginationQuery } from '../../__generated__/UsersPagePaginationQuery.graphql.ts';
import type { UsersPageSuggestionsQuery } from '../../__generated__/UsersPageSuggestionsQuery.graphql.ts';
import { ACCOUNT_ROLES } from '@domain/roles.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { InfiniteList } from '../../ui/index.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { adminUsersMessages as m, roleName } from './messages.ts';
import './admin-users.css';

const PAGE_SIZE = 30;

/** `/admin/user/` (moderators and admins): everybody, searched and filtered by role, and the suggested promotions. */
export default function UsersPage() {
  return (
    <PartTexts part="adminUsers">
      <RouteScreen className="admin-users">
        <UsersScreen />
      </RouteScreen>
    </PartTexts>
  );
}

function UsersScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'suggested' ? 'suggested' : 'all';
  const setTab = (next: string) => setParams(next === 'all' ? {} : { tab: next }, { replace: true });
  return (
    <>
      <h1>{intl.formatMessage(m.title)}</h1>
      <div className="admin-users__tabs" role="tablist">
        {(['all', 'suggested'] as const).map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={tab === each}
            className="admin-users__tab"
            onClick={() => setTab(each)}
            data-testid={`users-tab-${each}`}
          >
            {intl.formatMessage(each === 'all' ? m.tabAll : m.tabSuggested)}
          </button>
        ))}
      </div>
      {tab === 'all' ? <AllPeople /> : <Suggestions />}
    </>
  );
}

function AllPeople() {
  const intl = useIntl();
  const ids = { search: useId(), role: useId() };
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<AccountRole | null>(null);
  const deferred = useDeferredValue(search.trim());
  const root = useLazyLoadQuery<UsersPageQuery>(
    graphql`
      query UsersPageQuery($count: Int!, $search: String, $role: AccountRole) {
        ...UsersPage_people @arguments(count: $count, search: $search, role: $role)
      }
    `,
    { count: PAGE_SIZE, search: deferred || null, role },
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <>
      <form className="admin-users__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.search}>{intl.formatMessage(m.search)}</label>
        <input id={ids.search} type="search" value={search} onChange={(event) => setSearch(event.target.value)} data-testid="users-search" />
        <label htmlFor={ids.role}>{intl.formatMessage(m.role)}</label>
        <select id={ids.role} value={role ?? ''} onChange={(event) => setRole((event.target.value || null) as AccountRole | null)} data-testid="users-role">
          <option value="">{intl.formatMessage(m.anyRole)}</option>
          {ACCOUNT_ROLES.map((each) => (
            <option key={each} value={each}>
              {intl.formatMessage(roleName(each))}
            </option>
          ))}
        </select>
      </form>
      <PeopleList people={root} />
    </>
  );
}

function PeopleList({ people }: { people: UsersPage_people$key }) {
  const intl = useIntl();
  const pagination = usePaginationFragment<UsersPagePaginationQuery, UsersPage_people$key>(
    graphql`
      fragment UsersPage_people on Query
      @refetchable(queryName: "UsersPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, search: { type: "String" }, role: { type: "AccountRole" }) {
        adminPeople(first: $count, after: $cursor, search: $search, role: $role) @connection(key: "UsersPage_adminPeople") {
          totalCount
          edges {
            node {
              entityId
              displayName
              email
              username
              role
              status
            }
          }
        }
      }
    `,
    people,
  );
  const list = pagination.data.adminPeople;
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, list?.edges.length ?? 0, m.loadFailed);
  const nodes = list?.edges.map((edge) => edge.node) ?? [];
  return (
    <section className="admin-users__list">
      <p className="admin-users__count" data-testid="users-count">
        {intl.formatMessage(m.count, { count: list?.totalCount ?? 0 })}
      </p>
      <InfiniteList
        items={nodes}
        getKey={(node) => node.entityId}
        hasMore={hasMore}
        isLoading={isLoading}
        onLoadMore={loadMore}
        label={intl.formatMessage(m.title)}
        noResult={<p className="admin-users__empty">{intl.formatMessage(m.empty)}</p>}
        renderItem={(node) => (
          <Link className="admin-users__person" to={`/admin/user/${node.entityId}`} data-testid="users-person">
            <span className="admin-users__name">{node.displayName}</span>
            <span className="admin-users__role">{intl.formatMessage(roleName(node.role))}</span>
            <span className="admin-users__mail">{node.username ? `${node.username} · ${node.email}` : node.email}</span>
            {node.status < 0 && <span className="admin-users__badge">{intl.formatMessage(m.suspended)}</span>}
          </Link>
        )}
      />
    </section>
  );
}

export function rateText(intl: ReturnType<typeof useIntl>, rate: number | null | undefined): string {
  return rate === null || rate === undefined ? intl.formatMessage(m.noRate) : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 });
}

function Suggestions() {
  const intl = useIntl();
  const { promotionSuggestions } = useLazyLoadQuery<UsersPageSuggestionsQuery>(
    graphql`
      query UsersPageSuggestionsQuery {
        promotionSuggestions {
          entityId
          displayName
          role
          suggested
          records {
            accepted
            rejected
            acceptanceRate
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <section className="admin-users__list">
      <p className="admin-users__intro">{intl.formatMessage(m.suggestedIntro)}</p>
      {promotionSuggestions.length === 0 ? (
        <p className="admin-users__empty">{intl.formatMessage(m.suggestedEmpty)}</p>
      ) : (
        <ul className="admin-users__suggestions" data-testid="users-suggestions">
          {promotionSuggestions.map((row) => (
            <li key={row.entityId}>
              <Link className="admin-users__person" to={`/admin/user/${row.entityId}`}>
                <span className="admin-users__name">{row.displayName}</span>
                <span className="admin-users__role">
                  {intl.formatMessage(m.suggestion, { from: intl.formatMessage(roleName(row.role)), to: intl.formatMessage(roleName(row.suggested)) })}
                </span>
                <span className="admin-users__mail">
                  {intl.formatMessage(m.figures, { accepted: row.records.accepted, rejected: row.records.rejected, rate: rateText(intl, row.records.acceptanceRate) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
