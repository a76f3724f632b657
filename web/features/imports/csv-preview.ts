import { parse } from 'csv-parse/browser/esm/sync';
import { isSightingsHeader } from '@domain/imports.ts';

/** The first rows of a sightings file, read as the server reads it (csv-parse, `;`, tab or `,`; the header line skipped), for the preview table. */
export function previewRows(csv: string, count: number): { line: number; cells: string[] }[] {
  const lines: number[] = [];
  try {
    const records: string[][] = parse(csv, {
      delimiter: [';', '\t', ','],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      to_line: count + 20,
      skip_records_with_error: true,
      on_record: (record: string[], context: { lines: number }) => {
        lines.push(context.lines);
        return record;
      },
    });
    const rows = records.map((cells, i) => ({ line: lines[i]!, cells }));
    return (rows[0] && isSightingsHeader(rows[0].cells) ? rows.slice(1) : rows).slice(0, count);
  } catch {
    return [];
  }
}
