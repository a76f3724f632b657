import sharp from 'sharp';
import type { LifeStage } from '@domain/observations/enums.ts';
import { MONTH_START_DAYS, PHENOLOGY_DAYS, type PhenologyStat } from '@domain/observations/stats.ts';

/**
 * A species' saved phenology chart (recording §2, the admin chart generator): accepted records per
 * week of a 365-day year, adults and caterpillars as two series, with a tick per month. Drawn as SVG
 * and turned into PNG by sharp. It holds no text: a server may have no fonts, so the month labels
 * are Roman numerals drawn with strokes, and the page's alt text names the series.
 */

export const CHART_WIDTH = 720;
export const CHART_HEIGHT = 240;
const WEEKS = 52;
const MARGIN = { left: 12, right: 12, top: 12, bottom: 36 };
const PLOT_W = CHART_WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;

/** Adults as a filled area, caterpillars as a line over it: each keeps its own colour. */
export const SERIES: { lifeStage: LifeStage; colour: string; fill: boolean }[] = [
  { lifeStage: 'IMAGO', colour: '#2e7d32', fill: true },
  { lifeStage: 'CATERPILLAR', colour: '#e65100', fill: false },
];

/** Records per week (0–51); the last week also takes days 365 and 366. */
export function weeklyCounts(phenology: PhenologyStat[], lifeStage: LifeStage): number[] {
  const weeks = new Array<number>(WEEKS).fill(0);
  for (const row of phenology) {
    if (row.lifeStage !== lifeStage) continue;
    const week = Math.min(WEEKS - 1, Math.floor((row.day - 1) / 7));
    weeks[week] = (weeks[week] ?? 0) + row.records;
  }
  return weeks;
}

const x = (day: number) => MARGIN.left + ((day - 1) / PHENOLOGY_DAYS) * PLOT_W;
const round = (value: number) => Math.round(value * 10) / 10;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const GLYPH_W = { I: 2, V: 8, X: 8 } as const;
const GLYPH_H = 10;

/** A Roman numeral as stroke paths centred on cx, its top at y. */
function romanPath(numeral: string, cx: number, y: number): string {
  const gap = 2;
  const letters = [...numeral] as (keyof typeof GLYPH_W)[];
  let left = cx - (letters.reduce((sum, letter) => sum + GLYPH_W[letter], 0) + gap * (letters.length - 1)) / 2;
  const parts: string[] = [];
  letters.forEach((letter) => {
    const w = GLYPH_W[letter];
    const bottom = y + GLYPH_H;
    if (letter === 'I') parts.push(`M${round(left + w / 2)} ${y}V${bottom}`);
    if (letter === 'V') parts.push(`M${round(left)} ${y}L${round(left + w / 2)} ${bottom}L${round(left + w)} ${y}`);
    if (letter === 'X') parts.push(`M${round(left)} ${y}L${round(left + w)} ${bottom}M${round(left + w)} ${y}L${round(left)} ${bottom}`);
    left += w + gap;
  });
  return parts.join('');
}

/** The chart as an SVG document. */
export function phenologySvg(phenology: PhenologyStat[]): string {
  const series = SERIES.map((line) => ({ ...line, weeks: weeklyCounts(phenology, line.lifeStage) }));
  const max = Math.max(1, ...series.flatMap((line) => line.weeks));
  const baseline = MARGIN.top + PLOT_H;
  const y = (count: number) => round(baseline - (count / max) * PLOT_H);
  const weekX = (week: number) => round(x(week * 7 + 4));
  const shapes = series.map(({ weeks, colour, fill }) => {
    const points = weeks.map((count, week) => `${weekX(week)},${y(count)}`).join(' ');
    return fill
      ? `<polygon points="${weekX(0)},${baseline} ${points} ${weekX(WEEKS - 1)},${baseline}" fill="${colour}" fill-opacity="0.35" stroke="${colour}" stroke-width="2"/>`
      : `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="2.5"/>`;
  });
  const ticks = MONTH_START_DAYS.map((day) => `M${round(x(day))} ${MARGIN.top}V${baseline + 6}`).join('');
  const labels = ROMAN.map((numeral, month) => {
    const start = MONTH_START_DAYS[month] ?? 1;
    const end = MONTH_START_DAYS[month + 1] ?? PHENOLOGY_DAYS + 1;
    return romanPath(numeral, round((x(start) + x(end)) / 2), baseline + 12);
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}">`,
    `<rect width="${CHART_WIDTH}" height="${CHART_HEIGHT}" fill="#ffffff"/>`,
    `<path d="${ticks}" stroke="#d0d0d0" stroke-width="1"/>`,
    ...shapes,
    `<path d="M${MARGIN.left} ${baseline}H${CHART_WIDTH - MARGIN.right}" stroke="#555555" stroke-width="1"/>`,
    `<path d="${labels}" fill="none" stroke="#333333" stroke-width="1.4" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}

/** The chart as a PNG image. */
export function phenologyPng(phenology: PhenologyStat[]): Promise<Buffer> {
  return sharp(Buffer.from(phenologySvg(phenology)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
