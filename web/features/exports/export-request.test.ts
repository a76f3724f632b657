import { describe, expect, test } from 'vitest';
import { exportFileName, exportHref } from './export-request.ts';

const day = new Date('2026-11-29T10:00:00Z');
const params = (text: string) => new URLSearchParams(text);

describe('the export call', () => {
  test("names the file by dataset, day and the format's extension", () => {
    expect(exportFileName('observation', 'dwca', day)).toBe('lepke-observation-2026-11-29.zip');
    expect(exportFileName('myobservation', 'csv', day)).toBe('lepke-myobservation-2026-11-29.tsv');
    expect(exportFileName('observation', 'kml', day)).toBe('lepke-observation-2026-11-29.kmz');
  });

  test("passes the page's filter on in the REST list's names", () => {
    expect(
      exportHref('observation', 'csv', params('species=12&stage=IMAGO&from=2025-05-01&to=2025-06-30&geo=hu&month_from=5&entity=7&_display_as=list'), false, day),
    ).toBe(
      '/api/sv2/observation/export/observation/csv/lepke-observation-2026-11-29.tsv?species=12&country=HU&date_from=2025-05-01&date_to=2025-06-30&life_stage=IMAGO&month_from=5&entity=7',
    );
    expect(exportHref('observation', 'dwca', params(''), false, day)).toBe('/api/sv2/observation/export/observation/dwca/lepke-observation-2026-11-29.zip');
  });

  test('a year of the map becomes its day range; the status only where the page offers it', () => {
    expect(exportHref('observation', 'kml', params('year=2024&status=2'), false, day)).toBe(
      '/api/sv2/observation/export/observation/kml/lepke-observation-2026-11-29.kmz?date_from=2024-01-01&date_to=2024-12-31',
    );
    expect(exportHref('observation', 'csv', params('status=2'), true, day)).toContain('?status=2');
    expect(exportHref('myobservation', 'csv', params('status=2'), false, day)).toContain('?status=2');
  });
});
