import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyAsStaff, ticketDetail } from './replies';
import { listTickets, openTicket, setTicketStatus } from './service';
import { openVisitorAnswer } from './visitor-answer';

const ticketsTable = endpoints.tickets;

const tags = ['tickets'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ticketsTable.open.path,
    {
      // Open to visitors too: the contact details in the body are how staff answer.
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Open a support ticket',
        body: ticketsTable.open.body,
        response: { ...ticketsTable.open.responses, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.principal?.typ === 'user' ? request.principal.sub : null;
      return reply.status(201).send(await openTicket(app, request.body, userId));
    },
  );
  app.post(
    ticketsTable.visitorAnswer.path,
    {
      // The mailed link is the visitor's proof of the address; the limit keeps guessing pointless.
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "A visitor reads the answer to their ticket with the link mailed to the ticket's address",
        body: ticketsTable.visitorAnswer.body,
        response: { ...ticketsTable.visitorAnswer.responses, ...errors, 429: errorSchema },
      },
    },
    (request) => openVisitorAnswer(app, request.body.token),
  );
  app.get(
    ticketsTable.list.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Tickets, paged',
        querystring: ticketsTable.list.query,
        response: { ...ticketsTable.list.responses, ...errors },
      },
    },
    (request) => listTickets(app, request.query),
  );
  app.patch(
    ticketsTable.setStatus.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: "Change a ticket's status",
        params: ticketsTable.setStatus.params,
        body: ticketsTable.setStatus.body,
        response: { ...ticketsTable.setStatus.responses, ...errors },
      },
    },
    (request) => setTicketStatus(app, request.params.id, request.body.status),
  );
  app.get(
    ticketsTable.one.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'A ticket with its conversation, oldest message first',
        params: ticketsTable.one.params,
        response: { ...ticketsTable.one.responses, ...errors },
      },
    },
    (request) => ticketDetail(app, request.params.id),
  );
  app.post(
    ticketsTable.reply.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary:
          "Answer a ticket: mailed to the ticket's address in its language; an open ticket becomes in-progress unless a status is given",
        params: ticketsTable.reply.params,
        body: ticketsTable.reply.body,
        response: { ...ticketsTable.reply.responses, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await replyAsStaff(app, request.params.id, request.principal!.sub, request.body)),
  );
};
