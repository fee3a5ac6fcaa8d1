import type { Route } from '../define-endpoint';

export const visaPaths = {
  create: { method: 'POST', path: '/api/visa' },
  list: { method: 'GET', path: '/api/visa/list' },
  featured: { method: 'GET', path: '/api/visa/featured' },
  latest: { method: 'GET', path: '/api/visa/latest' },
  available: { method: 'GET', path: '/api/visa/searchAvailableVisa/:nationalityId/:destinationId' },
  one: { method: 'GET', path: '/api/visa/one/:id' },
  update: { method: 'PATCH', path: '/api/visa/:id' },
  remove: { method: 'DELETE', path: '/api/visa/:id' },
  uploadImage: { method: 'POST', path: '/api/visa/image/:id' },
  uploadContentImage: { method: 'POST', path: '/api/visa/uploadContentImage/:id' },
} as const satisfies Record<string, Route>;
