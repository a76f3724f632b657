import { mapFilter, restFilterSearch } from '../observation-map/map-search.ts';

/** recording §7: "Popover closes after 10000 ms" — counted from the end of the download. */
export const EXPORT_POPOVER_CLOSE_MS = 10_000;

/** recording §7: the export call's formats (a Darwin Core Archive, tab-separated Darwin Core, a KMZ). */
export const EXPORT_FORMATS = ['dwca', 'csv', 'kml'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What the viewer may see, or their own records (exact places; login needed). */
export const EXPORT_DATASETS = ['observation', 'myobservation'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

const EXTENSIONS: Record<ExportFormat, string> = { dwca: 'zip', csv: 'csv', kml: 'kmz' };

/** `lepke-observation-2026-11-29.zip`: the dataset, the day, and the format's extension. */
export function exportFileName(dataset: ExportDataset, format: ExportFormat, today = new Date()): string {
  return `lepke-${dataset}-${today.toISOString().slice(0, 10)}.${EXTENSIONS[format]}`;
}

/**
 * `GET /api/sv2/observation/export/{datasets}/{format}/{filename}?{query}`: the page's records filter
 * (its URL's `species`, `stage`, `from`, `geo`, `year`…) in the REST list's query names. The status
 * filter is passed on where the page offers it: to validators, and on one's own records.
 */
export function exportHref(dataset: ExportDataset, format: ExportFormat, pageParams: URLSearchParams, canFilterStatus: boolean, today = new Date()): string {
  const search = restFilterSearch(mapFilter(pageParams, canFilterStatus || dataset === 'myobservation')).toString();
  return `/api/sv2/observation/export/${dataset}/${format}/${exportFileName(dataset, format, today)}${search ? `?${search}` : ''}`;
}
