import type { Route } from '../define-endpoint';

export const applicantPaths = {
  groups: { method: 'GET', path: '/api/applicant/groups' },
  group: { method: 'GET', path: '/api/applicant/groups/:reference' },
  request: { method: 'GET', path: '/api/applicant/requests/:id' },
  resubmit: { method: 'POST', path: '/api/applicant/requests/:id/resubmit' },
  cancel: { method: 'POST', path: '/api/applicant/requests/:id/cancel' },
  removeDocument: { method: 'DELETE', path: '/api/applicant/requests/:id/documents/:documentId' },
  tickets: { method: 'GET', path: '/api/applicant/tickets' },
  ticket: { method: 'GET', path: '/api/applicant/tickets/:id' },
  reply: { method: 'POST', path: '/api/applicant/tickets/:id/replies' },
} as const satisfies Record<string, Route>;
