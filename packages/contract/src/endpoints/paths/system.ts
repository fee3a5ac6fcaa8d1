import type { Route } from '../define-endpoint';

export const systemPaths = {
  hello: { method: 'GET', path: '/api' },
  health: { method: 'GET', path: '/api/health' },
  healthLive: { method: 'GET', path: '/api/health/live' },
  healthReady: { method: 'GET', path: '/api/health/ready' },
  openapi: { method: 'GET', path: '/api/openapi.json' },
  metrics: { method: 'GET', path: '/api/metrics' },
  notices: { method: 'GET', path: '/api/system/notices' },
} as const satisfies Record<string, Route>;
