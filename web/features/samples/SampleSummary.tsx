import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SampleSummary_sample$key } from '../../__generated__/SampleSummary_sample.graphql.ts';
import { isSampleProtocol } from '@domain/samples.ts';
import { sampleMessages as m, protocolMessages } from './messages.ts';

/** A sample in one glance: its days and hours, place, protocol, effort and number of records. */
export function SampleSummary({ sample }: { sample: SampleSummary_sample$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment SampleSummary_sample on Sample {
        protocol
        dateFrom
        dateTo
        timeStart
        timeEnd
        effort
        completeList
        closestSettlement
        location
        country
        observations(first: 0) {
          totalCount
        }
      }
    `,
    sample,
  );
  return (
    <>
      <div className="samples__line">
        <strong>{sampleWhen(intl, data)}</strong>
        <span className="samples__badge">{isSampleProtocol(data.protocol) ? intl.formatMessage(protocolMessages[data.protocol]) : data.protocol}</span>
      </div>
      <div className="samples__line samples__line--quiet">
        <span>{[data.location, data.closestSettlement].filter(Boolean).join(', ') || intl.formatMessage(m.noPlace)}</span>
        <span>{data.country}</span>
      </div>
      <div className="samples__line samples__line--quiet">
        <span>{data.effort ?? ''}</span>
        <span>
          {intl.formatMessage(m.records, { count: data.observations.totalCount ?? 0 })}
          {data.completeList && <span className="samples__badge samples__badge--complete">{intl.formatMessage(m.completeBadge)}</span>}
        </span>
      </div>
    </>
  );
}

/** "2025. jún. 20. 21:30 – jún. 21. 01:30": the days in the UI language, the hours as given. */
export function sampleWhen(intl: ReturnType<typeof useIntl>, sample: { dateFrom: string; dateTo: string; timeStart?: string | null; timeEnd?: string | null }): string {
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const from = [day(sample.dateFrom), sample.timeStart].filter(Boolean).join(' ');
  const toDay = sample.dateTo !== sample.dateFrom ? day(sample.dateTo) : '';
  const to = [toDay, sample.timeEnd].filter(Boolean).join(' ');
  return to ? `${from} – ${to}` : from;
}
