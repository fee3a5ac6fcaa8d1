import type { Route } from '../define-endpoint';

export const dashboardPaths = {
  get: { method: 'GET', path: '/api/dashboard' },
} as const satisfies Record<string, Route>;
