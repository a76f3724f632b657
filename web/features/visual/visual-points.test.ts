import { describe, expect, it } from 'vitest';
import { parseVisualLines, VISUAL_MAX_LINES } from './visual-points.ts';

describe('parseVisualLines', () => {
  it('parses each line in any format the form takes, keeps labels and line numbers, and skips blank lines', () => {
    const lines = parseVisualLines(`47°29'53"N 19°02'24"E\tGellért-hegy\n\n46.2530, 20.1414; Szeged\n48 N, 21 E`);
    expect(lines.map((line) => [line.line, line.label, line.ok])).toEqual([
      [1, 'Gellért-hegy', true],
      [3, 'Szeged', true],
      [4, '', true],
    ]);
    const first = lines[0]!;
    if (!first.ok) throw new Error('expected a point');
    expect(first.lat).toBeCloseTo(47.498056, 6);
    expect(first.lon).toBeCloseTo(19.04, 6);
    expect(first.utm2_5km).toMatch(/^34TCT\d\d_\d\d$/);
    expect(first.eea10km).toMatch(/^10kmE\d{3}N\d{3}$/);
  });

  it("gives the parser's error for a bad line and goes on", () => {
    const lines = parseVisualLines(`47°61'00"N 19°02'24"E\nnot a place\n47.5 19.1`);
    expect(lines.map((line) => (line.ok ? 'ok' : line.error))).toEqual(['Minutes out of range', 'Could not parse string', 'ok']);
  });

  it(`stops at ${VISUAL_MAX_LINES} points`, () => {
    expect(parseVisualLines('47.5 19.1\n'.repeat(VISUAL_MAX_LINES + 5))).toHaveLength(VISUAL_MAX_LINES);
  });
});
