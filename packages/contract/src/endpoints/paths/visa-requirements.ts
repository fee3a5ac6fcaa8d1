import type { Route } from '../define-endpoint';

export const visaRequirementPaths = {
  create: { method: 'POST', path: '/api/visa-requirements' },
  list: { method: 'GET', path: '/api/visa-requirements/list' },
  options: { method: 'GET', path: '/api/visa-requirements/complete-list' },
  one: { method: 'GET', path: '/api/visa-requirements/one/:id' },
  update: { method: 'PATCH', path: '/api/visa-requirements/:id' },
  remove: { method: 'DELETE', path: '/api/visa-requirements/:id' },
} as const satisfies Record<string, Route>;
