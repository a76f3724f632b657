import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import type { SamplePageDeleteMutation } from '../../__generated__/SamplePageDeleteMutation.graphql.ts';
import type { SamplePageQuery } from '../../__generated__/SamplePageQuery.graphql.ts';
import { isSampleProtocol } from '@domain/samples.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { useConfirmedDelete } from '../../relay/useConfirmedDelete.ts';
import { lifeStageMessage, statusKey, statusMessage } from '../observations/observation-status.ts';
import { recIdParam } from '../shell/route-params.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { sampleMessages as m, protocolMessages } from './messages.ts';
import { sampleGlobalId } from './sample-ids.ts';
import { sampleWhen } from './SampleSummary.tsx';
import './samples.css';

const deleteOptions = {
  mutation: graphql`
    mutation SamplePageDeleteMutation($id: ID!) {
      deleteSample(id: $id) {
        __typename
        ... on DeleteSamplePayload {
          deletedId
        }
        ...mutationError_error
      }
    }
  `,
  field: 'deleteSample',
  payload: 'DeleteSamplePayload',
  confirmLabel: m.delete,
  deleted: m.deleted,
  removeFromStore: (store: { delete: (id: string) => void }, id: string) => store.delete(id),
} as const;

/** The route component of `/my/sample/{rec_id}/`: a sample, its rows (each its record), edit and delete. */
export default function SamplePage() {
  return (
    <PartTexts part="samples">
      <RouteScreen className="samples">
        <SampleView />
      </RouteScreen>
    </PartTexts>
  );
}

function SampleView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const recId = recIdParam(useParams().recId) ?? 0;
  const { node: sample } = useLazyLoadQuery<SamplePageQuery>(
    graphql`
      query SamplePageQuery($id: ID!) {
        node(id: $id) {
          ... on Sample {
            id
            recId
            protocol
            dateFrom
            dateTo
            timeStart
            timeEnd
            effort
            completeList
            country
            closestSettlement
            location
            lat
            lon
            notes
            observations(first: 1000) {
              totalCount
              edges {
                node {
                  recId
                  speciesText
                  individuals
                  lifeStage
                  status
                  species {
                    scientificName
                    commonName
                  }
                }
              }
            }
          }
        }
      }
    `,
    { id: sampleGlobalId(recId) },
    { fetchPolicy: 'store-and-network' },
  );
  const [remove, deleting] = useConfirmedDelete<'deleteSample', SamplePageDeleteMutation>(deleteOptions);
  if (!sample?.recId) {
    return (
      <div className="samples__empty">
        <p>{intl.formatMessage(m.notFound)}</p>
        <Link to="/my/sample/">{intl.formatMessage(m.backToList)}</Link>
      </div>
    );
  }
  const records = (sample.observations?.edges ?? []).map((edge) => edge.node);
  const place = [sample.location, sample.closestSettlement, sample.country].filter(Boolean).join(', ');
  const point = sample.lat != null && sample.lon != null ? `${sample.lat}, ${sample.lon}` : null;
  return (
    <article data-testid="sample-detail">
      <Link className="samples__back" to="/my/sample/">
        ← {intl.formatMessage(m.backToList)}
      </Link>
      <h1>
        {intl.formatMessage(m.detailTitle)}:{' '}
        {isSampleProtocol(sample.protocol ?? '') ? intl.formatMessage(protocolMessages[sample.protocol as keyof typeof protocolMessages]) : sample.protocol}
      </h1>
      <dl className="samples__facts">
        <dt>{intl.formatMessage(m.when)}</dt>
        <dd>{sampleWhen(intl, { dateFrom: sample.dateFrom ?? '', dateTo: sample.dateTo ?? '', timeStart: sample.timeStart, timeEnd: sample.timeEnd })}</dd>
        <dt>{intl.formatMessage(m.where)}</dt>
        <dd>
          {place}
          {point && <span className="samples__point"> ({point})</span>}
        </dd>
        {sample.effort && (
          <>
            <dt>{intl.formatMessage(m.effort)}</dt>
            <dd>{sample.effort}</dd>
          </>
        )}
        {sample.completeList && (
          <>
            <dt>{intl.formatMessage(m.completeBadge)}</dt>
            <dd>✓</dd>
          </>
        )}
        {sample.notes && (
          <>
            <dt>{intl.formatMessage(m.notes)}</dt>
            <dd>{sample.notes}</dd>
          </>
        )}
      </dl>
      <div className="samples__actions">
        <Link className="samples__button samples__button--primary" to={`/my/sample/edit/${sample.recId}`} data-testid="sample-edit">
          {intl.formatMessage(m.edit)}
        </Link>
        <button
          type="button"
          className="samples__button samples__button--danger"
          disabled={deleting}
          data-testid="sample-delete"
          onClick={() => void remove(sample.id!).then((deleted) => deleted && navigate('/my/sample/', { replace: true }))}
        >
          {intl.formatMessage(m.delete)}
        </button>
      </div>
      <h2>
        {intl.formatMessage(m.rows)} ({intl.formatMessage(m.records, { count: sample.observations?.totalCount ?? records.length })})
      </h2>
      <ol className="samples__rows" data-testid="sample-rows">
        {records.map((record) => (
          <li key={record.recId}>
            <Link className="samples__row-link" to={`/observation/${record.recId}`}>
              <span>
                {record.species ? (
                  <>
                    <em>{record.species.scientificName}</em>
                    {record.species.commonName && <span className="samples__common"> {record.species.commonName}</span>}
                  </>
                ) : (
                  intl.formatMessage(m.unidentified, { text: record.speciesText ?? '' })
                )}
              </span>
              <span className="samples__line--quiet">
                {record.individuals ?? '–'} × {intl.formatMessage(lifeStageMessage(record.lifeStage))}{' '}
                <span className={`samples__status samples__status--${statusKey(record.status)}`}>{intl.formatMessage(statusMessage(record.status))}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </article>
  );
}
