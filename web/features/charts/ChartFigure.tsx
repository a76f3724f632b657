import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { barPercent } from './chart-data.ts';
import { chartMessages as m } from './messages.ts';
import type { UPlotChartProps } from './UPlotChart.tsx';

// uPlot and its CSS load with the first chart shown, not with the page.
const UPlotChart = lazy(() => import('./UPlotChart.tsx'));

/** Room for the legend under the plot, so the page does not jump when the chart arrives. */
const LEGEND_HEIGHT = 32;

export interface DataTableProps {
  caption: string;
  columns: string[];
  /** the first cell of a row heads it */
  rows: { key: string | number; cells: ReactNode[] }[];
}

/** A chart's numbers as a table. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <table className="charts-table">
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface ChartFigureProps extends UPlotChartProps {
  title: string;
  /** what the chart shows, in words: its accessible name */
  summary: string;
  table: DataTableProps;
  testId: string;
  heading: HeadingLevel;
}

/** The heading level of a chart's title: below the page's or the section's own. */
export type HeadingLevel = 'h2' | 'h3' | 'h4';

/** A uPlot chart under its heading, named by its summary, with its numbers as a table behind a toggle. */
export function ChartFigure({ title, summary, table, testId, heading: Heading, ...chart }: ChartFigureProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="charts-figure" aria-labelledby={id} data-testid={testId}>
      <Heading id={id} className="charts-figure__title">
        {title}
      </Heading>
      <div className="charts-figure__plot" role="img" aria-label={summary} style={{ minHeight: chart.height + LEGEND_HEIGHT }}>
        <Suspense fallback={<p className="charts-muted">{intl.formatMessage(m.loadingChart)}</p>}>
          <UPlotChart {...chart} />
        </Suspense>
      </div>
      <details className="charts-figure__table">
        <summary>{intl.formatMessage(m.table)}</summary>
        <DataTable {...table} />
      </details>
    </section>
  );
}

export interface BarRow {
  key: string | number;
  label: ReactNode;
  value: number;
  /** more numbers after the bar's (e.g. an observer's species) */
  extra?: number[];
}

/** A short ranking as a table whose value cells carry a bar: the chart and its table at once, no canvas needed. */
export function BarTable({ title, columns, rows, testId }: { title: string; columns: string[]; rows: BarRow[]; testId: string }) {
  const intl = useIntl();
  const id = useId();
  const max = Math.max(0, ...rows.map((row) => row.value));
  return (
    <section className="charts-figure" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="charts-figure__title">
        {title}
      </h2>
      <table className="charts-bars">
        <caption className="ui-visually-hidden">{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="charts-bars__value">
                <span className="charts-bars__bar" style={{ width: `${barPercent(row.value, max)}%` }} aria-hidden="true" />
                <span className="charts-bars__number">{intl.formatNumber(row.value)}</span>
              </td>
              {row.extra?.map((value, index) => (
                <td key={index} className="charts-bars__extra">
                  {intl.formatNumber(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
