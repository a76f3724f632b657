import { EXPORT_TOTAL_HEADER } from '@domain/exports.ts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ExportState =
  | { phase: 'idle' }
  /** bytes read so far; `records` the export's size when the server sends X-Total-Count; `rows` data lines read (tab-separated only) */
  | { phase: 'downloading'; bytes: number; totalBytes: number | null; records: number | null; rows: number | null }
  | { phase: 'done'; bytes: number; fileName: string }
  | { phase: 'cancelled' }
  /** code: the server's error_code, or STATUS_{status}, or null when the network failed */
  | { phase: 'failed'; code: string | null };

const NEWLINE = 0x0a;

function countLines(chunk: Uint8Array): number {
  let lines = 0;
  for (const byte of chunk) if (byte === NEWLINE) lines += 1;
  return lines;
}

/** The file name the server gives (`Content-Disposition`), else ours. */
function savedName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

async function errorCode(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error_code?: unknown } | null;
  return typeof body?.error_code === 'string' ? body.error_code : `STATUS_${response.status}`;
}

/** Hands a downloaded file to the browser as a download. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; freed on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * An export read with fetch, so the popover can show its progress and cancel it (AbortController),
 * then saved through a blob URL. Rows are counted for the tab-separated format, whose lines are its
 * records (after the header); other formats show bytes. Leaving the page cancels it.
 */
export function useExportDownload() {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (href: string, fileName: string, countRows: boolean) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'downloading', bytes: 0, totalBytes: null, records: null, rows: null });
    try {
      const response = await fetch(href, { signal: abort.signal, credentials: 'same-origin' });
      if (!response.ok || !response.body) {
        setState({ phase: 'failed', code: await errorCode(response) });
        return;
      }
      const totalHeader = response.headers.get(EXPORT_TOTAL_HEADER);
      const lengthHeader = response.headers.get('content-length');
      const records = totalHeader !== null && /^\d+$/.test(totalHeader) ? Number(totalHeader) : null;
      const totalBytes = lengthHeader !== null && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null;
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let bytes = 0;
      let lines = 0;
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        if (countRows) lines += countLines(value);
        setState({ phase: 'downloading', bytes, totalBytes, records, rows: countRows ? Math.max(0, lines - 1) : null });
      }
      const name = savedName(response, fileName);
      save(new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }), name);
      setState({ phase: 'done', bytes, fileName: name });
    } catch {
      setState(abort.signal.aborted ? { phase: 'cancelled' } : { phase: 'failed', code: null });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
