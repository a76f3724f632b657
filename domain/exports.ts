/** The export call's vocabulary (recording §3, §7): `/api/sv2/observation/export/{datasets}/{format}/{filename}`. */

/** `observation`: what the viewer may see, generalised where they may not see the place; `myobservation`: the viewer's own, exact. */
export const EXPORT_DATASETS = ['observation', 'myobservation'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

/** dwca: a Darwin Core Archive (zip); csv: tab-separated Darwin Core terms; kml: a KMZ (zip with doc.kml). */
export const EXPORT_FORMATS = ['dwca', 'csv', 'kml'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The file each format downloads as: its extension and media type. */
export const EXPORT_FILES: Record<ExportFormat, { extension: string; mediaType: string }> = {
  dwca: { extension: 'zip', mediaType: 'application/zip' },
  csv: { extension: 'tsv', mediaType: 'text/tab-separated-values; charset=utf-8' },
  kml: { extension: 'kmz', mediaType: 'application/vnd.google-earth.kmz' },
};

/** The path of an export download; `query` is the list's filter query, without `?`. */
export function exportPath(dataset: ExportDataset, format: ExportFormat, fileName: string, query: string): string {
  return `/api/sv2/observation/export/${dataset}/${format}/${encodeURIComponent(fileName)}${query ? `?${query}` : ''}`;
}

/** The response header carrying the number of records the export will hold, for a progress bar. */
export const EXPORT_TOTAL_HEADER = 'X-Total-Count';
