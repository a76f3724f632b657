import { useCallback, useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ObservationStatsView_stats$data, ObservationStatsView_stats$key } from '../../__generated__/ObservationStatsView_stats.graphql.ts';
import { useCountryName } from '../entities/useCountryName.ts';
import { lifeStageMessage, parseDay, statusMessage } from '../observations/observation-status.ts';
import { monthNames } from '../species/species-text.ts';
import { BarTable, ChartFigure } from './ChartFigure.tsx';
import { dayDate, peakBin, phenologyBins, phenologyRows, yearSeries } from './chart-data.ts';
import { chartMessages as m } from './messages.ts';
import type { ChartSpec } from './UPlotChart.tsx';
import './charts.css';

const DAY_FORMAT = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
const WEEK_FORMAT = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;

export interface ObservationStatsViewProps {
  stats: ObservationStatsView_stats$key;
  /** the species page's section: the phenology and the years only */
  compact?: boolean;
}

/**
 * The statistics of a filter (GraphQL `observationStats`) as summary figures and charts: records
 * and species per year, the phenology, species accumulation, and rankings by life stage, status,
 * place and recorder. Every chart is named by a summary in words and has its numbers as a table.
 */
export function ObservationStatsView({ stats, compact = false }: ObservationStatsViewProps) {
  const data = useFragment(
    graphql`
      fragment ObservationStatsView_stats on ObservationStats {
        records
        species
        firstDate
        lastDate
        byYear {
          year
          records
          species
        }
        phenology {
          day
          lifeStage
          records
        }
        byLifeStage {
          lifeStage
          records
        }
        byPlace {
          country
          region
          records
        }
        topObservers {
          entityId
          name
          records
          species
        }
        byStatus {
          status
          records
        }
        accumulation {
          year
          newSpecies
          totalSpecies
        }
      }
    `,
    stats,
  );
  const intl = useIntl();
  if (data.records === 0) return <p className="charts-empty">{intl.formatMessage(m.noRecords)}</p>;
  return (
    <div className="charts-view">
      {!compact && <SummaryFigures data={data} />}
      <PhenologyChart data={data} compact={compact} />
      <YearChart data={data} compact={compact} />
      {!compact && (
        <>
          <AccumulationChart data={data} />
          <Rankings data={data} />
        </>
      )}
    </div>
  );
}

type Stats = ObservationStatsView_stats$data;

function formatDay(intl: IntlShape, day: string | null | undefined): string {
  const date = parseDay(day);
  return date ? intl.formatDate(date, DAY_FORMAT) : '–';
}

/** A number formatter that stays the same object while the language does, so charts are not redrawn for nothing. */
function useFormatNumber(): (value: number) => string {
  const intl = useIntl();
  return useCallback((value: number) => intl.formatNumber(value), [intl]);
}

function SummaryFigures({ data }: { data: Stats }) {
  const intl = useIntl();
  const figures = [
    { key: 'records', label: m.records, value: intl.formatNumber(data.records), date: false },
    { key: 'species', label: m.species, value: intl.formatNumber(data.species), date: false },
    { key: 'first', label: m.firstDate, value: formatDay(intl, data.firstDate), date: true },
    { key: 'last', label: m.lastDate, value: formatDay(intl, data.lastDate), date: true },
  ];
  return (
    <dl className="charts-summary" aria-label={intl.formatMessage(m.summaryLabel)} data-testid="chart-summary">
      {figures.map((figure) => (
        <div key={figure.key} className={figure.date ? 'charts-summary__item charts-summary__item--date' : 'charts-summary__item'}>
          <dt>{intl.formatMessage(figure.label)}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PhenologyChart({ data, compact }: { data: Stats; compact: boolean }) {
  const intl = useIntl();
  const formatNumber = useFormatNumber();
  const series = useMemo(() => phenologyBins(data.phenology), [data.phenology]);
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'phenology',
      series,
      monthLabels: monthNames(intl.locale, 'short'),
      labels: { imago: intl.formatMessage(m.imago), caterpillar: intl.formatMessage(m.caterpillar) },
    }),
    [series, intl],
  );
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  const peak = (values: number[]) => {
    const bin = peakBin(values);
    return bin === null ? intl.formatMessage(m.none) : intl.formatDate(dayDate(series.starts[bin]!), WEEK_FORMAT);
  };
  const summary = intl.formatMessage(m.phenologySummary, {
    imago: intl.formatNumber(total(series.imago)),
    imagoPeak: peak(series.imago),
    caterpillar: intl.formatNumber(total(series.caterpillar)),
    caterpillarPeak: peak(series.caterpillar),
  });
  const title = intl.formatMessage(m.phenologyTitle);
  return (
    <ChartFigure
      testId="chart-phenology"
      title={title}
      summary={summary}
      spec={spec}
      height={compact ? 160 : 200}
      heading={compact ? 'h4' : 'h2'}
      formatNumber={formatNumber}
      table={{
        caption: title,
        columns: [intl.formatMessage(m.weekColumn), intl.formatMessage(m.imago), intl.formatMessage(m.caterpillar)],
        rows: phenologyRows(series).map((row) => ({
          key: row.start,
          cells: [intl.formatDate(dayDate(row.start), WEEK_FORMAT), intl.formatNumber(row.imago), intl.formatNumber(row.caterpillar)],
        })),
      }}
    />
  );
}

function YearChart({ data, compact }: { data: Stats; compact: boolean }) {
  const intl = useIntl();
  const formatNumber = useFormatNumber();
  const series = useMemo(() => yearSeries(data.byYear), [data.byYear]);
  const spec = useMemo<ChartSpec>(
    () => ({ kind: 'years', ...series, labels: { records: intl.formatMessage(m.records), species: intl.formatMessage(m.species) } }),
    [series, intl],
  );
  const peak = peakBin(series.records);
  const title = intl.formatMessage(m.byYearTitle);
  return (
    <ChartFigure
      testId="chart-years"
      title={title}
      summary={intl.formatMessage(m.byYearSummary, {
        first: series.years[0],
        last: series.years.at(-1),
        peakYear: peak === null ? '–' : series.years[peak],
        peakRecords: peak === null ? '0' : intl.formatNumber(series.records[peak]!),
      })}
      spec={spec}
      height={compact ? 160 : 200}
      heading={compact ? 'h4' : 'h2'}
      formatNumber={formatNumber}
      table={{
        caption: title,
        columns: [intl.formatMessage(m.yearColumn), intl.formatMessage(m.records), intl.formatMessage(m.species)],
        rows: data.byYear.map((row) => ({ key: row.year, cells: [row.year, intl.formatNumber(row.records), intl.formatNumber(row.species)] })),
      }}
    />
  );
}

function AccumulationChart({ data }: { data: Stats }) {
  const intl = useIntl();
  const formatNumber = useFormatNumber();
  const rows = data.accumulation;
  const spec = useMemo<ChartSpec>(
    () => ({ kind: 'accumulation', years: rows.map((row) => row.year), total: rows.map((row) => row.totalSpecies), label: intl.formatMessage(m.totalSpecies) }),
    [rows, intl],
  );
  if (rows.length === 0) return null;
  const title = intl.formatMessage(m.accumulationTitle);
  return (
    <ChartFigure
      testId="chart-accumulation"
      title={title}
      summary={intl.formatMessage(m.accumulationSummary, { first: rows[0]!.year, last: rows.at(-1)!.year, total: intl.formatNumber(rows.at(-1)!.totalSpecies) })}
      spec={spec}
      height={180}
      heading="h2"
      formatNumber={formatNumber}
      table={{
        caption: title,
        columns: [intl.formatMessage(m.yearColumn), intl.formatMessage(m.newSpecies), intl.formatMessage(m.totalSpecies)],
        rows: rows.map((row) => ({ key: row.year, cells: [row.year, intl.formatNumber(row.newSpecies), intl.formatNumber(row.totalSpecies)] })),
      }}
    />
  );
}

function Rankings({ data }: { data: Stats }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const records = intl.formatMessage(m.records);
  return (
    <>
      <BarTable
        testId="chart-life-stages"
        title={intl.formatMessage(m.lifeStageTitle)}
        columns={[intl.formatMessage(m.lifeStageColumn), records]}
        rows={data.byLifeStage.map((row) => ({ key: row.lifeStage, label: intl.formatMessage(lifeStageMessage(row.lifeStage)), value: row.records }))}
      />
      <BarTable
        testId="chart-statuses"
        title={intl.formatMessage(m.statusTitle)}
        columns={[intl.formatMessage(m.statusColumn), records]}
        rows={data.byStatus.map((row) => ({ key: row.status, label: intl.formatMessage(statusMessage(row.status)), value: row.records }))}
      />
      <BarTable
        testId="chart-places"
        title={intl.formatMessage(m.placeTitle)}
        columns={[intl.formatMessage(m.placeColumn), records]}
        rows={data.byPlace.map((row) => ({
          key: `${row.country}/${row.region ?? ''}`,
          label: `${countryName(row.country)}, ${row.region ?? intl.formatMessage(m.noRegion)}`,
          value: row.records,
        }))}
      />
      <BarTable
        testId="chart-observers"
        title={intl.formatMessage(m.observersTitle)}
        columns={[intl.formatMessage(m.observerColumn), records, intl.formatMessage(m.species)]}
        rows={data.topObservers.map((row) => ({
          key: row.entityId,
          label: <Link to={`/entity/${row.entityId}`}>{row.name}</Link>,
          value: row.records,
          extra: [row.species],
        }))}
      />
    </>
  );
}
