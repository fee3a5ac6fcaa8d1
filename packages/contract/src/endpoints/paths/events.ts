import type { Route } from '../define-endpoint';

export const eventPaths = {
  create: { method: 'POST', path: '/api/events' },
  list: { method: 'GET', path: '/api/events/all' },
  stream: { method: 'GET', path: '/api/events/stream' },
  setSeenMany: { method: 'PATCH', path: '/api/events/toggle-seen-many' },
  toggleSeen: { method: 'PATCH', path: '/api/events/toggle-seen/:id' },
  one: { method: 'GET', path: '/api/events/:id' },
  update: { method: 'PATCH', path: '/api/events/:id' },
  remove: { method: 'DELETE', path: '/api/events/:id' },
} as const satisfies Record<string, Route>;
