import { z } from 'zod';
import { idParamsSchema } from '../common';
import {
  eventCreateSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventPatchSchema,
  eventSchema,
  toggleSeenManyQuerySchema,
} from '../events';
import { defineEndpoint } from './define-endpoint';
import { eventPaths as p } from './paths';

export const eventEndpoints = {
  create: defineEndpoint(p.create, { body: eventCreateSchema, responses: { 201: eventSchema } }),
  list: defineEndpoint(p.list, { query: eventListQuerySchema, responses: { 200: eventPageSchema } }),
  /** Server-Sent Events; Last-Event-ID (or lastEventId) replays what was missed. */
  stream: defineEndpoint(p.stream, { query: z.object({ lastEventId: z.string().max(64).optional() }) }),
  setSeenMany: defineEndpoint(p.setSeenMany, {
    query: toggleSeenManyQuerySchema,
    responses: { 200: z.object({ updated: z.number().int() }) },
  }),
  toggleSeen: defineEndpoint(p.toggleSeen, { params: idParamsSchema, responses: { 200: eventSchema } }),
  one: defineEndpoint(p.one, { params: idParamsSchema, responses: { 200: eventSchema } }),
  update: defineEndpoint(p.update, {
    params: idParamsSchema,
    body: eventPatchSchema,
    responses: { 200: eventSchema },
  }),
  remove: defineEndpoint(p.remove, { params: idParamsSchema, responses: { 204: z.null() } }),
};
