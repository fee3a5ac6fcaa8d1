import type { Route } from '../define-endpoint';

export const requestPaths = {
  createGroup: { method: 'POST', path: '/api/requests/create-request-group' },
  list: { method: 'GET', path: '/api/requests/list' },
  export: { method: 'GET', path: '/api/requests/export-list/:format' },
  one: { method: 'GET', path: '/api/requests/one-by-admin/:id' },
  publicInfo: { method: 'GET', path: '/api/requests/public-find-request-info/:id' },
  update: { method: 'PATCH', path: '/api/requests/:id' },
  uploadDocument: { method: 'POST', path: '/api/requests/upload-document/:id' },
  uploadOwnDocument: { method: 'POST', path: '/api/requests/upload-attachment-to-s3-by-user' },
  removeDocument: { method: 'DELETE', path: '/api/requests/remove-document/:id/:documentId' },
  documentFile: { method: 'GET', path: '/api/requests/:id/documents/:documentId/file' },
  sendTestNotification: { method: 'POST', path: '/api/requests/send-test-notification' },
} as const satisfies Record<string, Route>;
