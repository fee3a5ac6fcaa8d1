import { buildUrl } from '@visadesk/client';
import type { Route } from '@visadesk/contract/endpoints';
import { type Mock, vi } from 'vitest';

type Verb = (path: string, arg?: unknown) => Promise<unknown>;

/**
 * The API as these screens meet it, one mock per method: each sees the path under /api and, for
 * a GET, the call's options, else its body. `answer` plugs them in behind a mocked `api.call`.
 */
export const verbs = { get: vi.fn<Verb>(), post: vi.fn<Verb>(), patch: vi.fn<Verb>() };

export function answer(call: Mock) {
  call.mockImplementation((route: Route, options: { params?: object; body?: unknown } = {}) => {
    const path = buildUrl(route, options.params).replace(/^\/api/, '');
    if (route.method === 'GET') return verbs.get(path, options);
    if (route.method === 'POST') return verbs.post(path, options.body);
    if (route.method === 'PATCH') return verbs.patch(path, options.body);
    throw new Error(`unexpected ${route.method} ${path}`);
  });
}
