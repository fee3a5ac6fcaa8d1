import type { Route } from '../define-endpoint';

export const adminPaths = {
  me: { method: 'GET', path: '/api/admin/me' },
  updateMe: { method: 'PATCH', path: '/api/admin/me' },
  changePassword: { method: 'POST', path: '/api/admin/me/password' },
  list: { method: 'GET', path: '/api/admin/list' },
  create: { method: 'POST', path: '/api/admin' },
  update: { method: 'PATCH', path: '/api/admin/:id' },
  resetPassword: { method: 'POST', path: '/api/admin/:id/reset-password' },
} as const satisfies Record<string, Route>;
