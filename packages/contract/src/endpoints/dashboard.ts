import { dashboardQuerySchema, dashboardSchema } from '../dashboard';
import { defineEndpoint } from './define-endpoint';
import { dashboardPaths as p } from './paths';

export const dashboardEndpoints = {
  get: defineEndpoint(p.get, { query: dashboardQuerySchema, responses: { 200: dashboardSchema } }),
};
