import type { ImportReasonCode, SightingColumn } from '@domain/imports.ts';

/** A row error as `POST /api/my/observation/import` reports it. */
export interface ImportRowError {
  row: number;
  reason: string;
  code: ImportReasonCode;
  column: SightingColumn | null;
  detail: string;
}

export interface ImportReportBody {
  dry_run: boolean;
  checked: number;
  imported: number;
  skipped: number;
  errors: ImportRowError[];
}

/** What the server answered: its report, or a file-level error token (and the fields of a 422). */
export type ImportAnswer = { kind: 'report'; report: ImportReportBody } | { kind: 'error'; status: number; code: string; fields: { field: string; code: string }[] };

/**
 * Sends a sightings file as text/csv to the REST import (a check when dryRun), with its upload
 * progress: fetch has none, so XMLHttpRequest. Same origin: the session cookie goes with it.
 */
export function sendSightings(csv: string, dryRun: boolean, onProgress: (fraction: number) => void): Promise<ImportAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/my/observation/import${dryRun ? '?dry_run=1' : ''}`);
    xhr.setRequestHeader('content-type', 'text/csv; charset=utf-8');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => resolve({ kind: 'error', status: 0, code: 'NO_NETWORK', fields: [] });
    xhr.onload = () => {
      onProgress(1);
      const body = parseBody(xhr.responseText);
      if (body?.data && Array.isArray(body.data.errors)) resolve({ kind: 'report', report: body.data });
      else resolve({ kind: 'error', status: xhr.status, code: body?.error_code ?? 'OPERATION_NOT_SUCCEEDED', fields: body?.fields ?? [] });
    };
    xhr.send(csv);
  });
}

interface Body {
  data?: ImportReportBody;
  error_code?: string;
  fields?: { field: string; code: string }[];
}

function parseBody(text: string): Body | null {
  try {
    return JSON.parse(text) as Body;
  } catch {
    return null;
  }
}
