import type { Route } from '../define-endpoint';

export const filePaths = {
  publicFile: { method: 'GET', path: '/api/files/public/:name' },
} as const satisfies Record<string, Route>;
