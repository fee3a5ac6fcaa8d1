import type { Route } from '../define-endpoint';

export const authPaths = {
  loginAdmin: { method: 'POST', path: '/api/auth/loginAdmin' },
  refreshAdminToken: { method: 'POST', path: '/api/auth/refreshAdminToken' },
  refreshUserToken: { method: 'POST', path: '/api/auth/refreshUserToken' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  /** The back office's sign-out: under the refresh path, so its HttpOnly cookie reaches it (ADR 0031). */
  logoutAdmin: { method: 'POST', path: '/api/auth/refreshAdminToken/logout' },
  captcha: { method: 'GET', path: '/api/captcha' },
} as const satisfies Record<string, Route>;
