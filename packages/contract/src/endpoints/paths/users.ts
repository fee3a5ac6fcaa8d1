import type { Route } from '../define-endpoint';

export const userPaths = {
  register: { method: 'POST', path: '/api/auth/registerUser' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  login: { method: 'POST', path: '/api/auth/loginUser' },
  me: { method: 'GET', path: '/api/Users/currentUserData' },
  updateMe: { method: 'PATCH', path: '/api/Users' },
  changePassword: { method: 'POST', path: '/api/Users/password' },
  list: { method: 'GET', path: '/api/users/list' },
  setBlocked: { method: 'PATCH', path: '/api/users/:id' },
} as const satisfies Record<string, Route>;
