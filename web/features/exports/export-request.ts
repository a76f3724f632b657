import { EXPORT_FILES, type ExportDataset, type ExportFormat, exportPath } from '@domain/exports.ts';
import { mapFilter, restFilterSearch } from '../observation-map/map-search.ts';

/** recording §7: "Popover closes after 10000 ms" — counted from the end of the download. */
export const EXPORT_POPOVER_CLOSE_MS = 10_000;

/** `lepke-observation-2026-11-29.zip`: the dataset, the day, and the format's extension. */
export function exportFileName(dataset: ExportDataset, format: ExportFormat, today = new Date()): string {
  return `lepke-${dataset}-${today.toISOString().slice(0, 10)}.${EXPORT_FILES[format].extension}`;
}

/**
 * The export call for the page's records filter (its URL's `species`, `stage`, `from`, `geo`, `year`…)
 * in the REST list's query names. The status filter is passed on where the page offers it: to
 * validators, and on one's own records.
 */
export function exportHref(dataset: ExportDataset, format: ExportFormat, pageParams: URLSearchParams, canFilterStatus: boolean, today = new Date()): string {
  const search = restFilterSearch(mapFilter(pageParams, canFilterStatus || dataset === 'myobservation')).toString();
  return exportPath(dataset, format, exportFileName(dataset, format, today), search);
}
