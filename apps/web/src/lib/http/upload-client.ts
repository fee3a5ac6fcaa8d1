import { ApiError, referenceArg } from './api-error';

export interface UploadClientDeps {
  baseUrl?: string;
  getAccessToken(): string | undefined;
  /** The HTTP client's refresh queue: one renewal at a time, shared with every other call. */
  renewToken(): Promise<string>;
  notify(message: string, code: string, reference?: string): void;
  networkErrorMessage(): string;
  createXhr?: () => XMLHttpRequest;
}

export interface UploadOptions {
  /** Called with 0…1 as the file is sent. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
  /** Skip error toasts (the caller shows its own UI). */
  silent?: boolean;
}

interface RawResponse {
  status: number;
  body: unknown;
  statusText: string;
}

/**
 * Multipart uploads (field `file`) over XMLHttpRequest, because fetch cannot report upload
 * progress over HTTP/1.1. Same bearer, refresh-on-401 and error toasts as the fetch client.
 */
export function createUploadClient(deps: UploadClientDeps) {
  const baseUrl = deps.baseUrl ?? '/api';
  const createXhr = deps.createXhr ?? (() => new XMLHttpRequest());

  function send(path: string, file: Blob, token: string | undefined, opts: UploadOptions) {
    return new Promise<RawResponse>((resolve, reject) => {
      const xhr = createXhr();
      xhr.open('POST', `${baseUrl}${path}`);
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) opts.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        let body: unknown = xhr.responseText;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: xhr.status, body, statusText: xhr.statusText });
      };
      xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', deps.networkErrorMessage()));
      xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
      opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'upload');
      xhr.send(form);
    });
  }

  function fail(error: ApiError, opts: UploadOptions): never {
    if (!opts.silent)
      for (const message of error.messages) deps.notify(message, error.code, ...referenceArg(error));
    throw error;
  }

  return async function upload<T>(path: string, file: Blob, opts: UploadOptions = {}): Promise<T> {
    const sentWith = deps.getAccessToken();
    let res: RawResponse;
    try {
      res = await send(path, file, sentWith, opts);
      if (res.status === 401 && sentWith) {
        const current = deps.getAccessToken();
        // Someone renewed while the file was on its way: retry with that token, else renew once.
        const token = current && current !== sentWith ? current : await deps.renewToken();
        opts.onProgress?.(0);
        res = await send(path, file, token, opts);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) fail(error, opts);
      throw error;
    }
    if (res.status < 200 || res.status >= 300) {
      fail(ApiError.fromBody(res.status, res.body, res.statusText || `HTTP ${res.status}`), opts);
    }
    return res.body as T;
  };
}

export type UploadFn = ReturnType<typeof createUploadClient>;
