import type { Route } from '../define-endpoint';

export const countryPaths = {
  create: { method: 'POST', path: '/api/countries' },
  list: { method: 'GET', path: '/api/countries/list' },
  options: { method: 'GET', path: '/api/countries/complete-list' },
  one: { method: 'GET', path: '/api/countries/one/:id' },
  update: { method: 'PATCH', path: '/api/countries/:id' },
  remove: { method: 'DELETE', path: '/api/countries/:id' },
  uploadFlag: { method: 'POST', path: '/api/countries/reupload/:id' },
} as const satisfies Record<string, Route>;
