import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEvent,
  deleteEvent,
  forReader,
  getEvent,
  listEvents,
  setSeenMany,
  toggleSeen,
  updateEvent,
} from './service';
import { streamEvents } from './stream';

const eventsTable = endpoints.events;

const tags = ['events'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    eventsTable.create.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Record an event (a note for the team)',
        body: eventsTable.create.body,
        response: { ...eventsTable.create.responses, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          forReader(await createEvent(app, request.body, request.principal!.sub), request.principal!.sub),
        ),
  );
  app.get(
    eventsTable.list.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Events, newest first, paged; filter seen=true|false',
        querystring: eventsTable.list.query,
        response: { ...eventsTable.list.responses, ...errors },
      },
    },
    (request) => listEvents(app, request.query, request.principal!.sub),
  );
  app.get(
    eventsTable.stream.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary:
          'Server-Sent Events: each new event as it is committed; with Last-Event-ID (or lastEventId) the ones missed since that event first',
        querystring: eventsTable.stream.query,
        hide: false,
      },
    },
    (request, reply) => streamEvents(app, request, reply),
  );
  app.patch(
    eventsTable.setSeenMany.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Mark events seen (seen=false: unseen); ids comma-separated in the query',
        querystring: eventsTable.setSeenMany.query,
        response: { ...eventsTable.setSeenMany.responses, ...errors },
      },
    },
    (request) => setSeenMany(app, request.query.ids, request.query.seen),
  );
  app.patch(
    eventsTable.toggleSeen.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Flip one event between seen and unseen',
        params: eventsTable.toggleSeen.params,
        response: { ...eventsTable.toggleSeen.responses, ...errors },
      },
    },
    async (request) => forReader(await toggleSeen(app, request.params.id), request.principal?.sub),
  );
  app.get(
    eventsTable.one.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'One event',
        params: eventsTable.one.params,
        response: { ...eventsTable.one.responses, ...errors },
      },
    },
    async (request) => forReader(await getEvent(app, request.params.id), request.principal?.sub),
  );
  app.patch(
    eventsTable.update.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Update an event',
        params: eventsTable.update.params,
        body: eventsTable.update.body,
        response: { ...eventsTable.update.responses, ...errors },
      },
    },
    async (request) =>
      forReader(await updateEvent(app, request.params.id, request.body), request.principal?.sub),
  );
  app.delete(
    eventsTable.remove.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Delete an event',
        params: eventsTable.remove.params,
        response: { ...eventsTable.remove.responses, ...errors },
      },
    },
    async (request, reply) => {
      await deleteEvent(app, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
