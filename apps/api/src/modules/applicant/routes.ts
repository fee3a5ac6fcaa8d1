import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lifecycleDeps } from '../../domain/request-lifecycle/deps';
import { cancelRequest } from './cancel';
import { removeOwnDocument } from './documents';
import { applicantGroupByReference, listApplicantGroups } from './groups';
import { applicantRequestDetail } from './request-detail';
import { resubmitRequest } from './resubmit';
import { applicantTicketDetail, listApplicantTickets, replyAsApplicant } from './tickets';

const applicantTable = endpoints.applicant;

const tags = ['applicant'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const moveErrors = { ...errors, 409: errorSchema };
// Every route here is the signed-in applicant's own data: the handlers filter by the token's user.
const config = { auth: 'user' as const };

export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  const lifecycle = lifecycleDeps(app);
  app.get(
    applicantTable.groups.path,
    {
      config,
      schema: {
        tags,
        summary: "The applicant's request groups, newest first, with their requests and payment state",
        querystring: applicantTable.groups.query,
        response: { ...applicantTable.groups.responses, ...errors },
      },
    },
    (request) => listApplicantGroups(app, request.principal!.sub, request.query),
  );

  app.get(
    applicantTable.group.path,
    {
      config,
      schema: {
        tags,
        summary:
          "One of the applicant's groups by its reference or one of its requests' (any case), as the list gives it",
        params: applicantTable.group.params,
        response: { ...applicantTable.group.responses, ...errors },
      },
    },
    (request) => applicantGroupByReference(app, request.principal!.sub, request.params.reference),
  );

  app.get(
    applicantTable.request.path,
    {
      config,
      schema: {
        tags,
        summary: "One of the applicant's requests: fields, timeline, documents and what is still required",
        params: applicantTable.request.params,
        response: { ...applicantTable.request.responses, ...errors },
      },
    },
    (request) => applicantRequestDetail(app, request.principal!.sub, request.params.id),
  );

  app.post(
    applicantTable.resubmit.path,
    {
      config,
      schema: {
        tags,
        summary:
          'Send a request staff asked changes for (Modified) back for processing, with the changed fields',
        params: applicantTable.resubmit.params,
        body: applicantTable.resubmit.body,
        response: { ...applicantTable.resubmit.responses, ...moveErrors },
      },
    },
    (request) => resubmitRequest(lifecycle, request.principal!.sub, request.params.id, request.body),
  );

  app.post(
    applicantTable.cancel.path,
    {
      config,
      schema: {
        tags,
        summary: 'Withdraw a request (Requested or Modified); a paid one is refunded',
        params: applicantTable.cancel.params,
        // A bare POST (no body) cancels too.
        body: applicantTable.cancel.body,
        response: { ...applicantTable.cancel.responses, ...moveErrors },
      },
    },
    (request) => cancelRequest(lifecycle, request.principal!.sub, request.params.id, request.body?.version),
  );

  app.delete(
    applicantTable.removeDocument.path,
    {
      config,
      schema: {
        tags,
        summary: 'Remove a document the applicant uploaded, while the request is Requested or Modified',
        params: applicantTable.removeDocument.params,
        response: { ...applicantTable.removeDocument.responses, ...moveErrors },
      },
    },
    async (request, reply) => {
      await removeOwnDocument(app, request.principal!.sub, request.params.id, request.params.documentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    applicantTable.tickets.path,
    {
      config,
      schema: {
        tags,
        summary: 'Support tickets the applicant opened while signed in, newest first, with their status',
        querystring: applicantTable.tickets.query,
        response: { ...applicantTable.tickets.responses, ...errors },
      },
    },
    (request) => listApplicantTickets(app, request.principal!.sub, request.query),
  );

  app.get(
    applicantTable.ticket.path,
    {
      config,
      schema: {
        tags,
        summary: "One of the applicant's tickets with its conversation, oldest message first",
        params: applicantTable.ticket.params,
        response: { ...applicantTable.ticket.responses, ...errors },
      },
    },
    (request) => applicantTicketDetail(app, request.principal!.sub, request.params.id),
  );

  app.post(
    applicantTable.reply.path,
    {
      // Ten messages a minute per account: enough to talk, too few to flood the staff's bell.
      config: {
        ...config,
        rateLimit: {
          max: 10,
          timeWindow: 60_000,
          keyGenerator: (request: { principal: { sub: string } | null; ip: string }) =>
            request.principal ? `user:${request.principal.sub}` : `ip:${request.ip}`,
          hook: 'preHandler' as const,
        },
      },
      schema: {
        tags,
        summary: "Write back under one of the applicant's tickets; the ticket opens again for staff",
        params: applicantTable.reply.params,
        body: applicantTable.reply.body,
        response: { ...applicantTable.reply.responses, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await replyAsApplicant(app, request.principal!.sub, request.params.id, request.body.body)),
  );
};
