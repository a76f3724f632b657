import { useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { AuditLogPage_log$key } from '../../__generated__/AuditLogPage_log.graphql.ts';
import type { AuditLogPageQuery, AuditAction } from '../../__generated__/AuditLogPageQuery.graphql.ts';
import type { AuditLogPagePaginationQuery } from '../../__generated__/AuditLogPagePaginationQuery.graphql.ts';
import { AUDIT_ACTIONS, isAuditAction } from '@domain/audit.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { auditActionMessages, auditDecisionMessages, auditMessages as m } from './messages.ts';
import './admin-audit.css';

const PAGE_SIZE = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const pageQuery = graphql`
  query AuditLogPageQuery($count: Int!, $action: AuditAction, $actorRecId: Int, $since: String, $until: String) {
    ...AuditLogPage_log @arguments(count: $count, action: $action, actorRecId: $actorRecId, since: $since, until: $until)
  }
`;

/**
 * The route component of `/admin/audit/` (moderators and admins): what the site's keepers did,
 * newest first, filtered by action, actor (`?actor=`) and days (`?since=`, `?until=`), kept in the
 * address so a filtered log can be linked.
 */
export default function AuditLogPage() {
  return (
    <PartTexts part="admin">
      <RouteScreen className="admin-audit">
        <AuditLogScreen />
      </RouteScreen>
    </PartTexts>
  );
}

function AuditLogScreen() {
  const intl = useIntl();
  const ids = { action: useId(), since: useId(), until: useId() };
  const [params, setParams] = useSearchParams();
  const action = isAuditAction(params.get('action')) ? (params.get('action') as AuditAction) : null;
  const actor = Number(params.get('actor')) || null;
  const since = DAY.test(params.get('since') ?? '') ? params.get('since') : null;
  const until = DAY.test(params.get('until') ?? '') ? params.get('until') : null;
  const root = useLazyLoadQuery<AuditLogPageQuery>(pageQuery, { count: PAGE_SIZE, action, actorRecId: actor, since, until }, { fetchPolicy: 'store-and-network' });
  const setFilter = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="admin-audit__intro">{intl.formatMessage(m.intro)}</p>
      <form className="admin-audit__filters" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.action}>{intl.formatMessage(m.action)}</label>
        <select id={ids.action} value={action ?? ''} onChange={(event) => setFilter('action', event.target.value || null)} data-testid="audit-action">
          <option value="">{intl.formatMessage(m.anyAction)}</option>
          {AUDIT_ACTIONS.map((each) => (
            <option key={each} value={each}>
              {intl.formatMessage(auditActionMessages[each])}
            </option>
          ))}
        </select>
        <div className="admin-audit__days">
          <span>
            <label htmlFor={ids.since}>{intl.formatMessage(m.since)}</label>
            <input id={ids.since} type="date" value={since ?? ''} max={until ?? undefined} onChange={(event) => setFilter('since', event.target.value || null)} />
          </span>
          <span>
            <label htmlFor={ids.until}>{intl.formatMessage(m.until)}</label>
            <input id={ids.until} type="date" value={until ?? ''} min={since ?? undefined} onChange={(event) => setFilter('until', event.target.value || null)} />
          </span>
        </div>
      </form>
      <AuditEntries log={root} actor={actor} onEverybody={() => setFilter('actor', null)} onActor={(recId) => setFilter('actor', String(recId))} />
    </>
  );
}

function AuditEntries({
  log,
  actor,
  onEverybody,
  onActor,
}: {
  log: AuditLogPage_log$key;
  actor: number | null;
  onEverybody: () => void;
  onActor: (recId: number) => void;
}) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AuditLogPagePaginationQuery, AuditLogPage_log$key>(
    graphql`
      fragment AuditLogPage_log on Query
      @refetchable(queryName: "AuditLogPagePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int!" }
        cursor: { type: "String" }
        action: { type: "AuditAction" }
        actorRecId: { type: "Int" }
        since: { type: "String" }
        until: { type: "String" }
      ) {
        auditLog(first: $count, after: $cursor, action: $action, actorRecId: $actorRecId, since: $since, until: $until) @connection(key: "AuditLogPage_auditLog") {
          totalCount
          edges {
            node {
              recId
              createdAt
              action
              actorRecId
              actorName
              objectPath
              subject
              reason
              details
            }
          }
        }
      }
    `,
    log,
  );
  const entries = data.auditLog?.edges.map((edge) => edge.node) ?? [];
  const actorName = actor ? entries.find((entry) => entry.actorRecId === actor)?.actorName : null;
  return (
    <section className="admin-audit__list" aria-live="polite">
      <p className="admin-audit__count" data-testid="audit-count">
        {intl.formatMessage(m.count, { count: data.auditLog?.totalCount ?? 0 })}
        {actor !== null && (
          <button type="button" className="admin-audit__chip" onClick={onEverybody} data-testid="audit-actor-chip">
            {actorName ? intl.formatMessage(m.onlyActor, { name: actorName }) : intl.formatMessage(m.everybody)} ✕
          </button>
        )}
      </p>
      {entries.length === 0 ? (
        <p className="admin-audit__empty">{intl.formatMessage(m.empty)}</p>
      ) : (
        <ol className="admin-audit__entries" data-testid="audit-entries">
          {entries.map((entry) => (
            <li key={entry.recId} className="admin-audit__entry">
              <div className="admin-audit__head">
                <strong>{intl.formatMessage(auditActionMessages[entry.action as keyof typeof auditActionMessages] ?? m.action)}</strong>
                <time dateTime={String(entry.createdAt)}>{intl.formatDate(String(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </div>
              <div className="admin-audit__what">
                {entry.objectPath ? <Link to={entry.objectPath}>{entry.subject}</Link> : <span>{entry.subject}</span>}
                {describe(intl, entry.action, entry.details) && <span className="admin-audit__detail"> · {describe(intl, entry.action, entry.details)}</span>}
              </div>
              {entry.reason && <p className="admin-audit__reason">{intl.formatMessage(m.reason, { reason: entry.reason })}</p>}
              <div className="admin-audit__who">
                {entry.actorRecId !== null ? (
                  <>
                    <Link to={`/people/${entry.actorRecId}`}>{entry.actorName}</Link>
                    {actor === null && (
                      <button type="button" className="admin-audit__filter-actor" onClick={() => onActor(entry.actorRecId!)}>
                        {intl.formatMessage(m.onlyActor, { name: entry.actorName })}
                      </button>
                    )}
                  </>
                ) : (
                  <span>{intl.formatMessage(m.removedActor)}</span>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {hasNext && (
        <button type="button" className="admin-audit__more" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          {intl.formatMessage(m.more)}
        </button>
      )}
    </section>
  );
}

/** The one-line gist of an entry's details: a decision, the fields a rule change touched, an audience's size. */
function describe(intl: ReturnType<typeof useIntl>, action: string, details: unknown): string | null {
  const given = (details ?? {}) as { decision?: string; changed?: string[]; recipients?: number; role?: { before?: string; after?: string } };
  if (action === 'ROLE_CHANGE' && given.role?.before && given.role.after) return `${given.role.before} → ${given.role.after}`;
  if (action === 'REVIEW_DECISION' && given.decision && given.decision in auditDecisionMessages) {
    return intl.formatMessage(auditDecisionMessages[given.decision as keyof typeof auditDecisionMessages]);
  }
  if (action === 'REVIEW_RULE_CHANGE' && given.changed?.length) return intl.formatMessage(m.changed, { fields: given.changed.join(', ') });
  if (typeof given.recipients === 'number') return intl.formatMessage(m.recipients, { count: given.recipients });
  return null;
}
