import {
  errorSchema,
  eventCreateSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventPatchSchema,
  eventSchema,
  idParamsSchema,
  toggleSeenManyQuerySchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEvent,
  deleteEvent,
  getEvent,
  listEvents,
  setSeenMany,
  toggleSeen,
  updateEvent,
} from './service';
import { streamEvents } from './stream';

const tags = ['events'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/events',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Record an event (a note for the team)',
        body: eventCreateSchema,
        response: { 201: eventSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createEvent(app, request.body)),
  );
  app.get(
    '/api/events/all',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Events, newest first, paged; filter seen=true|false',
        querystring: eventListQuerySchema,
        response: { 200: eventPageSchema, ...errors },
      },
    },
    (request) => listEvents(app, request.query),
  );
  app.get(
    '/api/events/stream',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary:
          'Server-Sent Events: each new event as it is committed; with Last-Event-ID (or lastEventId) the ones missed since that event first',
        querystring: z.object({ lastEventId: z.string().max(64).optional() }),
        hide: false,
      },
    },
    (request, reply) => streamEvents(app, request, reply),
  );
  app.patch(
    '/api/events/toggle-seen-many',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Mark events seen (seen=false: unseen); ids comma-separated in the query',
        querystring: toggleSeenManyQuerySchema,
        response: { 200: z.object({ updated: z.number().int() }), ...errors },
      },
    },
    (request) => setSeenMany(app, request.query.ids, request.query.seen),
  );
  app.patch(
    '/api/events/toggle-seen/:id',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Flip one event between seen and unseen',
        params: idParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    (request) => toggleSeen(app, request.params.id),
  );
  app.get(
    '/api/events/:id',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'One event',
        params: idParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    (request) => getEvent(app, request.params.id),
  );
  app.patch(
    '/api/events/:id',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Update an event',
        params: idParamsSchema,
        body: eventPatchSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    (request) => updateEvent(app, request.params.id, request.body),
  );
  app.delete(
    '/api/events/:id',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Delete an event',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEvent(app, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
