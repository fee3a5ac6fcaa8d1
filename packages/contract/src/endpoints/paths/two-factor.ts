import type { Route } from '../define-endpoint';

export const twoFactorPaths = {
  status: { method: 'GET', path: '/api/admin/2fa' },
  setup: { method: 'POST', path: '/api/admin/2fa/setup' },
  enable: { method: 'POST', path: '/api/admin/2fa/enable' },
  disable: { method: 'POST', path: '/api/admin/2fa/disable' },
  loginAdmin: { method: 'POST', path: '/api/auth/loginAdmin/2fa' },
} as const satisfies Record<string, Route>;
