import { ApiError, refreshOnce } from '../../app/http';
import { getSession } from '../../app/session';

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
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  body: unknown;
}

function send(url: string, file: File, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getSession()?.accessToken;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'network'));
    xhr.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => options.signal?.removeEventListener('abort', abort);
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function toError(answer: Answer): ApiError {
  const body = answer.body as { code?: string; message?: string | string[]; requestId?: string } | null;
  const list = Array.isArray(body?.message) ? body.message : [];
  const message = Array.isArray(body?.message) ? body.message.join('\n') : (body?.message ?? 'HTTP error');
  return new ApiError(answer.status, body?.code ?? 'HTTP_ERROR', message, list, body?.requestId);
}

/**
 * Sends one document with upload progress (fetch cannot report it), with the applicant's token
 * and the same single renewal on 401 as api().
 */
export async function uploadDocument(options: UploadOptions): Promise<UploadedDocument> {
  if (options.signal?.aborted) throw new DOMException('Upload canceled', 'AbortError');
  const query = new URLSearchParams({ requestId: options.requestId, requirementId: options.requirementId });
  const url = `/api/requests/upload-attachment-to-s3-by-user?${query}`;
  let answer = await send(url, options.file, options);
  if (answer.status === 401 && getSession() && (await refreshOnce())) {
    options.onProgress?.(0);
    answer = await send(url, options.file, options);
  }
  if (answer.status < 200 || answer.status >= 300) throw toError(answer);
  return answer.body as UploadedDocument;
}
