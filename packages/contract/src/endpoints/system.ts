import {
  healthLiveSchema,
  healthReadySchema,
  healthSchema,
  helloSchema,
  systemNoticesSchema,
} from '../common';
import { defineEndpoint } from './define-endpoint';
import { systemPaths as p } from './paths';

export const systemEndpoints = {
  hello: defineEndpoint(p.hello, { auth: 'public', responses: { 200: helloSchema } }),
  health: defineEndpoint(p.health, { auth: 'public', responses: { 200: healthSchema, 503: healthSchema } }),
  healthLive: defineEndpoint(p.healthLive, { auth: 'public', responses: { 200: healthLiveSchema } }),
  healthReady: defineEndpoint(p.healthReady, {
    auth: 'public',
    responses: { 200: healthReadySchema, 503: healthReadySchema },
  }),
  /** The OpenAPI document of every endpoint here. */
  openapi: defineEndpoint(p.openapi, { auth: 'public' }),
  /** Prometheus text, with the metrics token; served only when METRICS_TOKEN is set. */
  metrics: defineEndpoint(p.metrics, { auth: 'public' }),
  /** For any signed-in staff member: the payment sandbox is on (shown as a banner). */
  notices: defineEndpoint(p.notices, { responses: { 200: systemNoticesSchema } }),
};
