import type { Route } from '@visadesk/contract/endpoints';
import { BAD_CREDENTIALS_MESSAGE, ErrorCode } from '@visadesk/contract/errors';
import { ApiError, isAbortError, referenceArg } from './api-error';
import { readWithProgress } from './download-progress';
import { createRefreshQueue, type TokenStore } from './refresh-queue';
import { filenameFromContentDisposition } from './save-file';
import { type Fetch, globalFetch, readBody, send } from './transport';
import type {
  CallExtras,
  CallOptions,
  CommonOptions,
  DownloadExtras,
  DownloadOptions,
  OptionsArg,
  ResultOf,
  UploadExtras,
  UploadOptions,
} from './types';
import { globalXhr, sendFile, type XhrAnswer } from './upload';
import { buildUrl } from './url';

export interface ApiClientOptions {
  tokens: TokenStore;
  /** The POST that renews this app's token pair (staff and applicants each have theirs). */
  refreshRoute: Route;
  /** Renew through the server's HttpOnly refresh cookie when the store holds no refresh token. */
  refreshWithCookie?: boolean;
  /** Routes whose 401 means wrong credentials, never "renew and retry" (sign-in). */
  noRenewal?: readonly Route[];
  /**
   * Called once per failed renewal with the refresh call's status: 401 when the server refused
   * the refresh token, 0 when there was none or no answer came. The app decides what ends its
   * session (the back office: any failure; the portal: a refusal).
   */
  onRenewalFailed(status: number): void;
  /** Shows one error; `code` lets the app word it, `reference` is quoted. Without: no toasts. */
  notify?(message: string, code: string, reference?: string): void;
  networkErrorMessage?(): string;
  fetch?: Fetch;
  createXhr?: () => XMLHttpRequest;
  baseUrl?: string;
}

export interface FetchedFile {
  blob: Blob;
  /** From Content-Disposition, when the server named it. */
  fileName: string | undefined;
}

type Parts = { params?: object; query?: object; body?: unknown };

const sessionExpired = () => new ApiError(401, ErrorCode.TOKEN_INVALID, 'Session expired');
const requestIdOf = (res: Response) => res.headers.get('x-request-id');
const keyOf = (route: Route) => `${route.method} ${route.path}`;
const bearer = (headers: Record<string, string> | undefined, token: string | undefined) =>
  token ? { ...headers, Authorization: `Bearer ${token}` } : (headers ?? {});

/**
 * One app's HTTP client, typed from the contract's endpoint table: `call` for JSON, `upload` for
 * a file with progress, `download` for a streamed file, `stream` for the event stream. Each sends
 * the bearer token, renews it on a 401 through the single-flight refresh queue and retries once,
 * and turns a failure into an ApiError, shown through `notify` unless the call is `silent`.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalFetch;
  const createXhr = options.createXhr ?? globalXhr;
  const { baseUrl = '', tokens } = options;
  const noRenewal = new Set([options.refreshRoute, ...(options.noRenewal ?? [])].map(keyOf));
  const queue = createRefreshQueue({
    tokens,
    route: options.refreshRoute,
    cookie: options.refreshWithCookie,
    fetch: doFetch,
    baseUrl,
    onFailed: (status) => options.onRenewalFailed(status),
  });
  const networkError = () =>
    new ApiError(0, 'NETWORK_ERROR', options.networkErrorMessage?.() ?? 'Network error');

  /** Shows each message of the error (a validation answer has several), then throws it. */
  function fail(error: ApiError, opts: CommonOptions): never {
    if (!opts.silent && options.notify)
      for (const message of error.messages) options.notify(message, error.code, ...referenceArg(error));
    throw error;
  }

  /** The answer to a fetch; an abort stays an AbortError, no answer at all a network error. */
  async function answer(request: Promise<Response>, opts: CommonOptions): Promise<Response> {
    try {
      return await request;
    } catch (error) {
      if (isAbortError(error)) throw error;
      return fail(networkError(), opts);
    }
  }

  async function failWith(res: Response, opts: CommonOptions): Promise<never> {
    const body = await readBody(res).catch(() => undefined);
    return fail(
      ApiError.fromBody(res.status, body, res.statusText || `HTTP ${res.status}`, requestIdOf(res)),
      opts,
    );
  }

  /** The endpoint at `route`, called with its typed params, query and JSON body. */
  async function call<R extends Route>(
    route: R,
    ...[options]: OptionsArg<CallOptions<R>>
  ): Promise<ResultOf<R>> {
    const opts = (options ?? {}) as CallExtras & Parts;
    const request = (token: string | undefined) =>
      send(route, { ...opts, baseUrl, headers: bearer(opts.headers, token) }, doFetch);
    const sentWith = opts.anonymous ? undefined : tokens.getAccessToken();
    let res = await answer(request(sentWith), opts);

    if (res.status === 401 && sentWith && !noRenewal.has(keyOf(route))) {
      const body = await readBody(res);
      const error = ApiError.fromBody(401, body, res.statusText || 'Unauthorized', requestIdOf(res));
      // A wrong password on a re-check: a new token would not change the answer.
      if (error.message === BAD_CREDENTIALS_MESSAGE) fail(error, opts);
      const token = await queue.renew(sentWith);
      if (!token) throw sessionExpired();
      res = await answer(request(token), opts);
    }
    if (!res.ok) return failWith(res, opts);
    return (await readBody(res)) as ResultOf<R>;
  }

  /**
   * A file to an upload endpoint (multipart field `file`) with progress from 0 to 1; a renewal
   * on the way starts the progress again from 0.
   */
  async function upload<R extends Route>(route: R, options: UploadOptions<R>): Promise<ResultOf<R>> {
    const opts = options as UploadExtras & Parts;
    let last: number | undefined;
    const onProgress = (fraction: number) => {
      last = fraction;
      opts.onProgress?.(fraction);
    };
    const url = buildUrl(route, opts.params, opts.query, baseUrl);
    const put = (token: string | undefined) =>
      sendFile(
        { ...opts, url, field: 'file', token, onProgress, networkErrorMessage: networkError().message },
        createXhr,
      );
    const sentWith = tokens.getAccessToken();
    let res: XhrAnswer;
    try {
      res = await put(sentWith);
      if (res.status === 401 && sentWith) {
        const token = await queue.renew(sentWith);
        if (!token) throw sessionExpired();
        onProgress(0);
        res = await put(token);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) fail(error, opts);
      throw error;
    }
    if (res.status < 200 || res.status >= 300) {
      fail(ApiError.fromBody(res.status, res.body, res.statusText || `HTTP ${res.status}`), opts);
    }
    // Stored: the bar ends full even when the browser's last progress event said less.
    if (last !== 1) opts.onProgress?.(1);
    return res.body as ResultOf<R>;
  }

  /** A GET with the bearer token, renewed once on 401; the caller reads the body. */
  async function authorizedGet(
    url: string,
    opts: CommonOptions & { headers?: Record<string, string> },
  ): Promise<Response> {
    const get = (token: string | undefined) =>
      doFetch(url, { headers: bearer(opts.headers, token), ...(opts.signal ? { signal: opts.signal } : {}) });
    const sentWith = tokens.getAccessToken();
    let res = await answer(get(sentWith), opts);
    if (res.status === 401 && sentWith) {
      await res.body?.cancel();
      const token = await queue.renew(sentWith);
      if (!token) throw sessionExpired();
      res = await answer(get(token), opts);
    }
    return res;
  }

  async function fetchFile(url: string, opts: DownloadExtras): Promise<FetchedFile> {
    const res = await authorizedGet(url, opts);
    if (!res.ok) return failWith(res, opts);
    const csv = (res.headers.get('content-type') ?? '').startsWith('text/csv');
    return {
      blob: opts.onProgress
        ? await readWithProgress(res, opts.onProgress, { countCsvRows: csv })
        : await res.blob(),
      fileName: filenameFromContentDisposition(res.headers.get('content-disposition')),
    };
  }

  return {
    call,
    upload,

    /**
     * A private file (an export, a document) as a blob: a link or an <img> cannot send the
     * bearer token. `onProgress` sees bytes (and, for CSV, rows); aborting `signal` cancels the
     * download and with it the server's query.
     */
    download<R extends Route>(route: R, ...[options]: OptionsArg<DownloadOptions<R>>): Promise<FetchedFile> {
      const opts = (options ?? {}) as DownloadExtras & Parts;
      return fetchFile(buildUrl(route, opts.params, opts.query, baseUrl), opts);
    },

    /** `download` for a URL the API handed out (a document's `url`). */
    downloadUrl(url: string, options: DownloadExtras = {}): Promise<FetchedFile> {
      return fetchFile(url, options);
    },

    /**
     * Opens a streamed GET (the event stream) with the bearer token, renewed once on 401. Null
     * when there is no session or it could not be renewed; any other answer is the caller's.
     */
    async stream<R extends Route>(
      route: R,
      options: { query?: object; headers?: Record<string, string>; signal?: AbortSignal } = {},
    ): Promise<Response | null> {
      const sentWith = tokens.getAccessToken();
      if (!sentWith) return null;
      const url = buildUrl(route, undefined, options.query, baseUrl);
      const get = (token: string) =>
        doFetch(url, {
          headers: bearer(options.headers, token),
          ...(options.signal ? { signal: options.signal } : {}),
        });
      const res = await get(sentWith);
      if (res.status !== 401) return res;
      await res.body?.cancel();
      const token = await queue.renew(sentWith);
      return token ? get(token) : null;
    },

    /** The refresh queue's renewal, for a caller that met a 401 some other way. */
    renew: () => queue.renew(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
