import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint, as the API's auth hook reads its route config (admin by default). */
export type EndpointAuth = 'public' | 'user' | 'admin' | 'any';

/** Where an endpoint lives: all a client needs at run time, so it carries no schema. */
export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** The body of a multipart upload: one file in the named form field. */
export interface MultipartBody {
  readonly multipart: true;
  readonly field: string;
}

export const multipartFile: MultipartBody = { multipart: true, field: 'file' };

/** What an endpoint takes and answers; `responses` holds the answers that are not errors. */
export interface EndpointSchemas {
  readonly auth?: EndpointAuth;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | MultipartBody;
  readonly responses?: { readonly [status: number]: z.ZodType };
}

export type Endpoint<R extends Route = Route, S extends EndpointSchemas = EndpointSchemas> = R &
  Omit<S, 'auth'> & { readonly auth: S['auth'] extends EndpointAuth ? S['auth'] : 'admin' };

/**
 * One endpoint of the API: its route (from ./paths) with the schemas of its params, query, body
 * and answers. The API's route files take path and schemas from here; clients take the types.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<const R extends Route, const S extends EndpointSchemas>(
  route: R,
  schemas: S,
): Endpoint<R, S> {
  return { auth: 'admin', ...route, ...schemas } as Endpoint<R, S>;
}
