import type { Route } from '../define-endpoint';

export const pushPaths = {
  registerToken: { method: 'POST', path: '/api/firebase/register-token' },
  updateAdminToken: { method: 'PATCH', path: '/api/admin/update-fcm' },
  send: { method: 'POST', path: '/api/firebase/send' },
} as const satisfies Record<string, Route>;
