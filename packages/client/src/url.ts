import type { Route } from '@visadesk/contract/endpoints';

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * The URL of a route: each `:name` of its path replaced by its param (encoded), then the query
 * with undefined values left out (a list joins with commas, as the API's `ids=` reads it).
 */
export function buildUrl(
  route: Route,
  params?: Record<string, string | number> | object,
  query?: Record<string, unknown> | object,
  baseUrl = '',
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.method} ${route.path} needs the param ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}
