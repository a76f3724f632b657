import { parse } from 'csv-parse/browser/esm/sync';

/** The first rows of a sightings file, read as the server reads it (csv-parse, `;`, tab or `,`), for the preview table. */
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
    return records.slice(0, count).map((cells, i) => ({ line: lines[i]!, cells }));
  } catch {
    return [];
  }
}
