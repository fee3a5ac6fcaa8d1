import {
  errorSchema,
  idParamsSchema,
  ticketCreateSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketPatchSchema,
  ticketReplyCreateSchema,
  ticketSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyAsStaff, ticketDetail } from './replies';
import { listTickets, openTicket, setTicketStatus } from './service';

const tags = ['tickets'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ticket',
    {
      // Open to visitors too: the contact details in the body are how staff answer.
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Open a support ticket',
        body: ticketCreateSchema,
        response: { 201: ticketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.principal?.typ === 'user' ? request.principal.sub : null;
      return reply.status(201).send(await openTicket(app, request.body, userId));
    },
  );
  app.get(
    '/api/tickets/list',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Tickets, paged',
        querystring: ticketListQuerySchema,
        response: { 200: ticketPageSchema, ...errors },
      },
    },
    (request) => listTickets(app, request.query),
  );
  app.patch(
    '/api/tickets/:id',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: "Change a ticket's status",
        params: idParamsSchema,
        body: ticketPatchSchema,
        response: { 200: ticketSchema, ...errors },
      },
    },
    (request) => setTicketStatus(app, request.params.id, request.body.status),
  );
  app.get(
    '/api/tickets/:id',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'A ticket with its conversation, oldest message first',
        params: idParamsSchema,
        response: { 200: ticketDetailSchema, ...errors },
      },
    },
    (request) => ticketDetail(app, request.params.id),
  );
  app.post(
    '/api/tickets/:id/replies',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary:
          "Answer a ticket: mailed to the ticket's address in its language; an open ticket becomes in-progress unless a status is given",
        params: idParamsSchema,
        body: ticketReplyCreateSchema,
        response: { 201: ticketDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await replyAsStaff(app, request.params.id, request.principal!.sub, request.body)),
  );
};
