import type { Route } from '../define-endpoint';

export const transactionPaths = {
  list: { method: 'GET', path: '/api/transactions/findAllByAdmin' },
  export: { method: 'GET', path: '/api/transactions/exportAllByAdmin/:format' },
} as const satisfies Record<string, Route>;
