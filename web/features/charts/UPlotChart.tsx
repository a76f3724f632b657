import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { MONTH_START_DAYS } from '@domain/observations/stats.ts';
import { monthOfDay, type PhenologySeries } from './chart-data.ts';

/** What a uPlot chart draws: built by the chart's figure from the statistics, labels in the UI language. */
export type ChartSpec =
  | { kind: 'years'; years: number[]; records: number[]; species: number[]; labels: { records: string; species: string } }
  | { kind: 'phenology'; series: PhenologySeries; monthLabels: string[]; labels: { imago: string; caterpillar: string } }
  | { kind: 'accumulation'; years: number[]; total: number[]; label: string };

export interface UPlotChartProps {
  spec: ChartSpec;
  height: number;
  formatNumber: (value: number) => string;
}

/** The theme's colours (web/ui/theme.css), read where the chart is drawn so a theme change of the page reaches it. */
function themeColours(element: Element) {
  const style = getComputedStyle(element);
  const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    primary: colour('--ui-color-primary', '#2f6b3a'),
    accent: colour('--ui-color-accent', '#e0893a'),
    accentStrong: colour('--ui-color-accent-strong', '#9a4616'),
    text: colour('--ui-color-text-muted', '#5a675c'),
    grid: colour('--ui-color-border', '#d8dccf'),
    font: colour('--ui-font-family', 'system-ui, sans-serif'),
  };
}

type Colours = ReturnType<typeof themeColours>;

const COUNT_INCRS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000];
const YEAR_INCRS = [1, 2, 5, 10, 20, 50, 100];

/** A see-through fill of a theme colour (#rrggbb; another form is used as it is). */
function fill(colour: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return hex
    ? `rgb(${hex
        .slice(1)
        .map((part) => parseInt(part, 16))
        .join(' ')} / 0.28)`
    : colour;
}

function axes(colours: Colours, formatNumber: (value: number) => string, x: uPlot.Axis): uPlot.Axis[] {
  const base = { stroke: colours.text, font: `11px ${colours.font}`, grid: { stroke: colours.grid, width: 1 }, ticks: { stroke: colours.grid, width: 1, size: 4 } };
  return [
    { ...base, grid: { show: false }, ...x },
    { ...base, incrs: COUNT_INCRS, size: 44, values: (_u, splits) => splits.map((value) => formatNumber(value)) },
  ];
}

const countScale: uPlot.Scale = { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] };
/** Room a label of the x axis needs, in CSS pixels: a year, or a short month name ("szept."). */
const YEAR_SPACE = 40;
const MONTH_SPACE = 36;

/** The plotting area's width in CSS pixels (uPlot's bbox is in canvas pixels). */
const plotWidth = (u: uPlot) => u.bbox.width / uPlot.pxRatio;

/** Whole years, every 1, 2, 5… as room allows. */
const yearAxis: uPlot.Axis = {
  splits: (u, _index, min, max) => {
    const first = Math.ceil(min);
    const last = Math.floor(max);
    const step = YEAR_INCRS.find((incr) => ((last - first) / incr + 1) * YEAR_SPACE <= plotWidth(u)) ?? YEAR_INCRS.at(-1)!;
    const years: number[] = [];
    for (let year = Math.ceil(first / step) * step; year <= last; year += step) years.push(year);
    return years;
  },
  values: (_u, splits) => splits.map((year) => String(year)),
};
/** Half a year either side of the years shown (uPlot would widen a single year's range far beyond it). */
const yearScale = (years: number[]): uPlot.Scale => ({ time: false, range: [(years[0] ?? 0) - 0.5, (years.at(-1) ?? 0) + 0.5] });

function options(spec: ChartSpec, colours: Colours, width: number, height: number, formatNumber: (value: number) => string): [uPlot.Options, uPlot.AlignedData] {
  const common = { width, height, legend: { live: false }, cursor: { drag: { x: false, y: false } } };
  switch (spec.kind) {
    case 'years':
      return [
        {
          ...common,
          scales: { x: yearScale(spec.years), y: countScale },
          axes: axes(colours, formatNumber, yearAxis),
          series: [
            {},
            { label: spec.labels.records, stroke: colours.primary, fill: colours.primary, paths: uPlot.paths.bars!({ size: [0.7, 28] }), points: { show: false } },
            { label: spec.labels.species, stroke: colours.accentStrong, width: 2, points: { show: true, size: 5, fill: colours.accentStrong } },
          ],
        },
        [spec.years, spec.records, spec.species],
      ];
    case 'phenology': {
      const { starts, imago, caterpillar } = spec.series;
      // A closing point at the year's end holds the last week's step to the axis' end.
      const x = [...starts, MONTH_START_DAYS[0] + 365];
      const close = (values: number[]) => [...values, values.at(-1) ?? 0];
      const stepped = uPlot.paths.stepped!({ align: 1 });
      // A stage without records is not drawn as a line along zero; the legend shows it struck out.
      const any = (values: number[]) => values.some((value) => value > 0);
      return [
        {
          ...common,
          scales: { x: { time: false, range: [1, 366] }, y: countScale },
          axes: axes(colours, formatNumber, {
            splits: () => [...MONTH_START_DAYS],
            // A tick for every month; on a narrow phone every other month is named, so the names do not run together.
            values: (u, splits) => {
              const every = plotWidth(u) / 12 < MONTH_SPACE ? 2 : 1;
              return splits.map((day, index) => (index % every === 0 ? (spec.monthLabels[monthOfDay(day)] ?? '') : ''));
            },
          }),
          series: [
            {},
            { label: spec.labels.imago, show: any(imago), stroke: colours.primary, fill: fill(colours.primary), width: 2, paths: stepped, points: { show: false } },
            {
              label: spec.labels.caterpillar,
              show: any(caterpillar),
              stroke: colours.accentStrong,
              fill: fill(colours.accent),
              width: 2,
              paths: stepped,
              points: { show: false },
            },
          ],
        },
        [x, close(imago), close(caterpillar)],
      ];
    }
    case 'accumulation':
      return [
        {
          ...common,
          scales: { x: yearScale(spec.years), y: countScale },
          axes: axes(colours, formatNumber, yearAxis),
          series: [{}, { label: spec.label, stroke: colours.primary, fill: fill(colours.primary), width: 2, points: { show: true, size: 5, fill: colours.primary } }],
        },
        [spec.years, spec.total],
      ];
  }
}

/** A uPlot chart as wide as its container, redrawn when the container's width changes. Loaded on its own (React.lazy), with uPlot. */
export default function UPlotChart({ spec, height, formatNumber }: UPlotChartProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const [opts, data] = options(spec, themeColours(element), element.clientWidth, height, formatNumber);
    const plot = new uPlot(opts, data, element);
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0 && element.clientWidth !== plot.width) plot.setSize({ width: element.clientWidth, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [spec, height, formatNumber]);
  return <div ref={container} className="charts-plot" />;
}
