/**
 * How a file of the upload queue reaches the server: the transport contract (UploadTransport,
 * UploadError, what it answers) and the real one, XMLHttpRequest for its upload progress.
 */
import type { PhotoExif } from './exif.ts';

export interface UploadedMedia {
  id: number;
  thumb: string | null;
  pres: string | null;
  orig: string | null;
  mediaType: string;
}

/** Sends one file; calls onProgress(loaded, total) as bytes go out; rejects with UploadError on failure, with an AbortError DOMException when the signal aborts. */
export type UploadTransport = (
  upload: { key: string; file: File; attributes: PhotoExif },
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
) => Promise<UploadedMedia>;

export class UploadError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'UploadError';
  }
}

interface MediaBody {
  id: number;
  thumb?: string | null;
  pres?: string | null;
  orig?: string | null;
  media_type: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The real transport: XMLHttpRequest (fetch has no upload progress) POST multipart to endpoint (default '/api/upload/media')
 * with the field 'params' FIRST = JSON.stringify({ ...params, key, fileName: file.name, ...attributes }), then 'fileData' = the file.
 * Sends cookies (same origin). On 2xx parses JSON { data: { id, thumb, pres, orig, media_type } } into UploadedMedia;
 * on another status rejects with UploadError(body.error_code ?? 'OPERATION_NOT_SUCCEEDED'); on a network error rejects with UploadError('NO_NETWORK');
 * the signal aborts the XHR and rejects with new DOMException('Aborted', 'AbortError'). Progress from xhr.upload.onprogress.
 */
export function xhrTransport(endpoint = '/api/upload/media', params: Record<string, string | number> = {}): UploadTransport {
  return ({ key, file, attributes }, onProgress, signal) =>
    new Promise((resolve, reject) => {
      const aborted = () => new DOMException('Aborted', 'AbortError');
      if (signal.aborted) return reject(aborted());

      const xhr = new XMLHttpRequest();
      const onAbort = () => {
        xhr.abort();
        reject(aborted());
      };
      const settle = (result: () => void) => {
        signal.removeEventListener('abort', onAbort);
        result();
      };

      // Same-origin requests send the session cookie without withCredentials.
      xhr.open('POST', endpoint);
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
      xhr.onerror = () => settle(() => reject(new UploadError('NO_NETWORK')));
      xhr.onload = () =>
        settle(() => {
          const body = parseJson(xhr.responseText) as { data?: MediaBody; error_code?: string; message?: string } | null;
          const data = body?.data;
          if (xhr.status >= 200 && xhr.status < 300 && data) {
            resolve({ id: data.id, thumb: data.thumb ?? null, pres: data.pres ?? null, orig: data.orig ?? null, mediaType: data.media_type });
          } else {
            reject(new UploadError(body?.error_code ?? 'OPERATION_NOT_SUCCEEDED', body?.message));
          }
        });
      signal.addEventListener('abort', onAbort, { once: true });

      // The server reads params before the file: the order of the fields matters.
      const form = new FormData();
      form.append('params', JSON.stringify({ ...params, key, fileName: file.name, ...attributes }));
      form.append('fileData', file, file.name);
      xhr.send(form);
    });
}
