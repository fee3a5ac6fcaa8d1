import type { Route } from '../define-endpoint';

export const ticketPaths = {
  open: { method: 'POST', path: '/api/ticket' },
  visitorAnswer: { method: 'POST', path: '/api/ticket/answer' },
  list: { method: 'GET', path: '/api/tickets/list' },
  setStatus: { method: 'PATCH', path: '/api/tickets/:id' },
  one: { method: 'GET', path: '/api/tickets/:id' },
  reply: { method: 'POST', path: '/api/tickets/:id/replies' },
} as const satisfies Record<string, Route>;
