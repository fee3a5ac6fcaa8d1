import { ApiError, apiErrorOf, refreshOnce } from '../../lib/http/api';
import { getSession } from '../../lib/session/session';

/** The server's answer to an upload (RequestDocument). */
export interface UploadedDocument {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  url: string;
}

export interface UploadOptions {
  requestId: string;
  requirementId: string;
  file: File;
  /** 0…1 as the bytes leave the browser. */
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

interface Answer {
  status: number;
  body: unknown;
}

const canceled = () => new DOMException('Upload canceled', 'AbortError');

/** One multipart POST through XMLHttpRequest: fetch cannot report upload progress. */
function send(url: string, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getSession()?.accessToken;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    const abort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // An empty or non-JSON answer (a proxy's error page): the status says enough.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'NETWORK', 'network'));
    };
    xhr.onabort = () => {
      done();
      reject(canceled());
    };
    options.signal?.addEventListener('abort', abort, { once: true });
    const form = new FormData();
    form.append('file', options.file);
    xhr.send(form);
  });
}

/**
 * Sends one document for one requirement of a request, with upload progress, the applicant's
 * token and the same single renewal on 401 as api(). Aborting the signal rejects with AbortError.
 */
export async function uploadDocument(options: UploadOptions): Promise<UploadedDocument> {
  if (options.signal?.aborted) throw canceled();
  const query = new URLSearchParams({ requestId: options.requestId, requirementId: options.requirementId });
  const url = `/api/requests/upload-attachment-to-s3-by-user?${query}`;
  let answer = await send(url, options);
  if (answer.status === 401 && getSession() && (await refreshOnce())) {
    if (options.signal?.aborted) throw canceled();
    options.onProgress?.(0);
    answer = await send(url, options);
  }
  if (answer.status < 200 || answer.status >= 300) throw apiErrorOf(answer.status, answer.body, 'HTTP error');
  options.onProgress?.(1);
  return answer.body as UploadedDocument;
}
