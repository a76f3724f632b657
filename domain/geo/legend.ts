/**
 * The map legend of recording §9: the grades a grid cell's count falls into and their colours.
 * Species: 1, 2–10, 11–30, 31–50, 51–70, 71–90, 91–110, 110+ (colour thresholds >110, >90, >70,
 * >50, >30, >10, >1); observations: 1, 2–50, 51–100, 101–200, 200+ (>200, >100, >50, >1).
 * Pure and isomorphic.
 */

import type { MapCount } from './map-grids.ts';

/** What a grid cell counts: distinct species or records. */
export type LegendCount = MapCount;

export interface LegendGrade {
  /** the smallest count of the grade */
  min: number;
  /** the largest count of the grade; null for the open top grade */
  max: number | null;
  /** the grade as the legend writes it: `1`, `2–10`, `110+` */
  label: string;
  /** the cells' fill, a CSS hex colour */
  colour: string;
}

/**
 * The colour thresholds of §9 from the lowest up: a count above threshold i (and not above the
 * next) takes grade i + 1; a count of 1 takes grade 0.
 */
export const COLOUR_THRESHOLDS: Record<LegendCount, readonly number[]> = {
  SPECIES: [1, 10, 30, 50, 70, 90, 110],
  OBSERVATION: [1, 50, 100, 200],
};

/** ColorBrewer YlOrRd (8 and 5 classes): light for few, dark red for many; each readable on land and sea. */
const COLOURS: Record<LegendCount, readonly string[]> = {
  SPECIES: ['#ffeda0', '#fed976', '#feb24c', '#fd8d3c', '#fc4e2a', '#e31a1c', '#bd0026', '#800026'],
  OBSERVATION: ['#fed976', '#feb24c', '#fd8d3c', '#e31a1c', '#800026'],
};

function grades(count: LegendCount): LegendGrade[] {
  const thresholds = COLOUR_THRESHOLDS[count];
  const bounds = [0, ...thresholds];
  return bounds.map((above, i) => {
    const min = above + 1;
    const max = thresholds[i] ?? null;
    // §9 writes the open grade with its threshold (110+, 200+), the others as ranges.
    const label = max === null ? `${above}+` : min === max ? `${min}` : `${min}–${max}`;
    return { min, max, label, colour: COLOURS[count][i]! };
  });
}

/** The legend's grades from the lowest up. */
export const LEGEND_GRADES: Record<LegendCount, readonly LegendGrade[]> = {
  SPECIES: grades('SPECIES'),
  OBSERVATION: grades('OBSERVATION'),
};

/** The grade a cell's count falls into; null for a count below 1 (no such cell is drawn). */
export function gradeOf(count: number, type: LegendCount): LegendGrade | null {
  if (!(count >= 1)) return null;
  const list = LEGEND_GRADES[type];
  return list.find((grade) => grade.max === null || count <= grade.max) ?? list.at(-1)!;
}
