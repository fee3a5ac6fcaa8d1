import type { EndpointAt, MultipartBody, Route } from '@visadesk/contract/endpoints';
import type { z } from 'zod';

/** An object type with no keys: what a caller may leave out entirely. */
type Empty = Record<never, never>;

/** A key the caller must give when its schema takes neither undefined nor `{}`. */
type Part<K extends string, S> = [S] extends [z.ZodType]
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : Empty extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

// Not distributive ([E] extends …): one endpoint at a time, never a product over the table.
type ParamsPart<E> = Part<'params', [E] extends [{ readonly params: infer S }] ? S : undefined>;
type QueryPart<E> = Part<'query', [E] extends [{ readonly query: infer S }] ? S : undefined>;
type BodyPart<E> = [E] extends [{ readonly body: infer S }]
  ? [S] extends [MultipartBody]
    ? { body?: never }
    : Part<'body', S>
  : { body?: undefined };

/** What every way of calling takes besides the endpoint's own parts. */
export interface CommonOptions {
  signal?: AbortSignal | undefined;
  /** Skip error toasts (the caller shows its own UI). */
  silent?: boolean | undefined;
}

export interface CallExtras extends CommonOptions {
  headers?: Record<string, string> | undefined;
  /** Send no token and never renew: a stale session must not turn a public call into a refresh. */
  anonymous?: boolean | undefined;
  /** Let the request outlive the page (a sign-out sent while navigating away). */
  keepalive?: boolean | undefined;
}

/** What `api.call(route, …)` takes for the endpoint at `route`, typed from its schemas. */
export type CallOptions<R extends Route> = ParamsPart<EndpointAt<R>> &
  QueryPart<EndpointAt<R>> &
  BodyPart<EndpointAt<R>> &
  CallExtras;

/** The options argument, optional when the endpoint needs nothing from the caller. */
export type OptionsArg<O> = Empty extends O ? [options?: O] : [options: O];

type SuccessOf<R> = R extends { readonly 200: infer S extends z.ZodType }
  ? z.output<S>
  : R extends { readonly 201: infer S extends z.ZodType }
    ? z.output<S>
    : R extends { readonly 202: infer S extends z.ZodType }
      ? z.output<S>
      : R extends { readonly 204: z.ZodType }
        ? undefined
        : unknown;

/** What the endpoint at `route` answers when it succeeds. */
export type ResultOf<R extends Route> =
  EndpointAt<R> extends { readonly responses: infer S } ? SuccessOf<S> : unknown;

export interface UploadExtras extends CommonOptions {
  file: Blob;
  /** Called with 0…1 as the file is sent. */
  onProgress?: ((fraction: number) => void) | undefined;
}

/** What `api.upload(route, …)` takes; never for an endpoint that takes no file. */
export type UploadOptions<R extends Route> =
  EndpointAt<R> extends { readonly body: MultipartBody }
    ? ParamsPart<EndpointAt<R>> & QueryPart<EndpointAt<R>> & UploadExtras
    : never;

export interface DownloadExtras extends CommonOptions {
  /** Bytes (and, for CSV, rows) so far while the body streams in; aborting `signal` stops it. */
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
}

/** What `api.download(route, …)` takes: the endpoint's params and query. */
export type DownloadOptions<R extends Route> = ParamsPart<EndpointAt<R>> &
  QueryPart<EndpointAt<R>> &
  DownloadExtras;

/** What a streamed download has received so far. `rows` only for CSV (see csvRowCounter). */
export interface DownloadProgress {
  bytes: number;
  rows?: number;
}

type InputAt<R extends Route, K extends string> =
  EndpointAt<R> extends { readonly [P in K]: infer S } ? (S extends z.ZodType ? z.input<S> : never) : never;

/** What the endpoint at `route` takes as its JSON body, its query or its params. */
export type BodyOf<R extends Route> = InputAt<R, 'body'>;
export type QueryOf<R extends Route> = InputAt<R, 'query'>;
export type ParamsOf<R extends Route> = InputAt<R, 'params'>;
