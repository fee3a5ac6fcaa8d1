import { ApiError } from './api-error';

export interface XhrAnswer {
  status: number;
  body: unknown;
  statusText: string;
}

export interface XhrUpload {
  url: string;
  file: Blob;
  field: string;
  token: string | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
  networkErrorMessage: string;
}

export const uploadAborted = () => new DOMException('Upload aborted', 'AbortError');

/** The page's XMLHttpRequest, looked up at call time (tests stub the global). */
export const globalXhr = () => new XMLHttpRequest();

/**
 * One multipart POST over XMLHttpRequest, because fetch cannot report upload progress over
 * HTTP/1.1. Resolves with any answer; rejects on a network failure (ApiError, status 0) or an
 * abort (AbortError).
 */
export function sendFile(upload: XhrUpload, createXhr: () => XMLHttpRequest = globalXhr): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (upload.signal?.aborted) {
      reject(uploadAborted());
      return;
    }
    const xhr = createXhr();
    xhr.open('POST', upload.url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (upload.token) xhr.setRequestHeader('Authorization', `Bearer ${upload.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    const done = () => upload.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // not JSON (a proxy's error page): keep the text, the status says enough
      }
      resolve({ status: xhr.status, body, statusText: xhr.statusText });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'NETWORK_ERROR', upload.networkErrorMessage));
    };
    xhr.onabort = () => {
      done();
      reject(uploadAborted());
    };
    upload.signal?.addEventListener('abort', abort, { once: true });
    const form = new FormData();
    // A File goes as is (under its own name); a bare Blob needs one.
    if (upload.file instanceof File) form.append(upload.field, upload.file);
    else form.append(upload.field, upload.file, 'upload');
    xhr.send(form);
  });
}
