import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SampleErrorListPage_records$key } from '../../__generated__/SampleErrorListPage_records.graphql.ts';
import type { SampleErrorListPagePaginationQuery } from '../../__generated__/SampleErrorListPagePaginationQuery.graphql.ts';
import type { SampleErrorListPageQuery } from '../../__generated__/SampleErrorListPageQuery.graphql.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { InfiniteList } from '../../ui/index.ts';
import { flagText, lifeStageMessage, statusKey, statusMessage } from '../observations/observation-status.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { sampleMessages as m } from './messages.ts';
import './samples.css';

/** The statuses of a failed sample record: a validator rejected it or revoked its acceptance. */
const FAILED = [ReviewStatus.REJECTED, ReviewStatus.REVOKED];

/**
 * The route component of `/my/sample/error/list/`: the records of the viewer's samples that failed
 * review (rejected or revoked), each with the validator's reason and the automatic checks' flags,
 * linking to the record and to its sample. A sample save itself is all or nothing: its bad rows are
 * shown on the form and never stored, so what remains to fix later is what review refused.
 */
export default function SampleErrorListPage() {
  return (
    <PartTexts part="samples">
      <RouteScreen className="samples">
        <ErrorList />
      </RouteScreen>
    </PartTexts>
  );
}

function ErrorList() {
  const intl = useIntl();
  const root = useLazyLoadQuery<SampleErrorListPageQuery>(
    graphql`
      query SampleErrorListPageQuery($count: Int!, $status: [Int!]) {
        ...SampleErrorListPage_records @arguments(count: $count, status: $status)
      }
    `,
    { count: LIST_PAGE_SIZE, status: FAILED },
    { fetchPolicy: 'store-and-network' },
  );
  const pagination = usePaginationFragment<SampleErrorListPagePaginationQuery, SampleErrorListPage_records$key>(
    graphql`
      fragment SampleErrorListPage_records on Query
      @refetchable(queryName: "SampleErrorListPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, status: { type: "[Int!]" }) {
        viewer {
          observations(inSample: true, status: $status, first: $count, after: $cursor) @connection(key: "SampleErrorListPage_observations", filters: ["status"]) {
            totalCount
            edges {
              node {
                id
                recId
                status
                flags
                dateFrom
                individuals
                lifeStage
                speciesText
                sampleRecId
                species {
                  scientificName
                }
                reviewEvents {
                  action
                  toStatus
                  message
                }
              }
            }
          }
        }
      }
    `,
    root,
  );
  const connection = pagination.data.viewer.observations;
  const records = connection.edges.map((edge) => edge.node);
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, records.length, m.loadFailed);
  return (
    <>
      <Link className="samples__back" to="/my/sample/">
        ← {intl.formatMessage(m.backToList)}
      </Link>
      <h1>{intl.formatMessage(m.errorTitle)}</h1>
      <p className="samples__intro">{intl.formatMessage(m.errorIntro)}</p>
      <p className="samples__meta" data-testid="sample-error-count">
        {intl.formatMessage(m.errorCount, { count: connection.totalCount ?? 0 })}
      </p>
      <InfiniteList
        items={records}
        getKey={(record) => record.id}
        label={intl.formatMessage(m.errorTitle)}
        hasMore={hasMore}
        isLoading={isLoading}
        onLoadMore={loadMore}
        noResult={<p className="samples__empty">{intl.formatMessage(m.errorEmpty)}</p>}
        renderItem={(record) => {
          // The decision that put the record here: the last one to its present status.
          const decision = record.reviewEvents.toReversed().find((event) => event.toStatus === record.status);
          return (
            <div className="samples__card samples__card--error" data-testid="sample-error">
              <div className="samples__line">
                <strong>{record.species ? <em>{record.species.scientificName}</em> : intl.formatMessage(m.unidentified, { text: record.speciesText ?? '' })}</strong>
                <span className={`samples__status samples__status--${statusKey(record.status)}`}>{intl.formatMessage(statusMessage(record.status))}</span>
              </div>
              <div className="samples__line samples__line--quiet">
                <span>
                  {record.individuals ?? '–'} × {intl.formatMessage(lifeStageMessage(record.lifeStage))}
                </span>
                {record.sampleRecId !== null && <Link to={`/my/sample/${record.sampleRecId}/`}>{intl.formatMessage(m.ofSample, { date: record.dateFrom })}</Link>}
              </div>
              <p className="samples__reason">{decision?.message ? intl.formatMessage(m.reason, { reason: decision.message }) : intl.formatMessage(m.noReason)}</p>
              {record.flags.length > 0 && (
                <ul className="samples__flags">
                  {record.flags.map((flag) => (
                    <li key={flag}>{flagText(intl, flag)}</li>
                  ))}
                </ul>
              )}
              <Link to={`/observation/${record.recId}`}>{intl.formatMessage(m.openRecord)}</Link>
            </div>
          );
        }}
      />
    </>
  );
}
