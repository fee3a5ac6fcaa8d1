import {
  applicantCancelSchema,
  applicantGroupPageSchema,
  applicantGroupReferenceParamsSchema,
  applicantGroupSchema,
  applicantPageQuerySchema,
  applicantRequestDetailSchema,
  applicantResubmitSchema,
  applicantTicketDetailSchema,
  applicantTicketPageSchema,
  applicantTicketReplyCreateSchema,
  errorSchema,
  idParamsSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lifecycleDeps } from '../../domain/request-lifecycle/deps';
import { cancelRequest } from './cancel';
import { removeOwnDocument } from './documents';
import { applicantGroupByReference, listApplicantGroups } from './groups';
import { applicantRequestDetail } from './request-detail';
import { resubmitRequest } from './resubmit';
import { applicantTicketDetail, listApplicantTickets, replyAsApplicant } from './tickets';

const tags = ['applicant'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const moveErrors = { ...errors, 409: errorSchema };
// Every route here is the signed-in applicant's own data: the handlers filter by the token's user.
const config = { auth: 'user' as const };

export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  const lifecycle = lifecycleDeps(app);
  app.get(
    '/api/applicant/groups',
    {
      config,
      schema: {
        tags,
        summary: "The applicant's request groups, newest first, with their requests and payment state",
        querystring: applicantPageQuerySchema,
        response: { 200: applicantGroupPageSchema, ...errors },
      },
    },
    (request) => listApplicantGroups(app, request.principal!.sub, request.query),
  );

  app.get(
    '/api/applicant/groups/:reference',
    {
      config,
      schema: {
        tags,
        summary:
          "One of the applicant's groups by its reference or one of its requests' (any case), as the list gives it",
        params: applicantGroupReferenceParamsSchema,
        response: { 200: applicantGroupSchema, ...errors },
      },
    },
    (request) => applicantGroupByReference(app, request.principal!.sub, request.params.reference),
  );

  app.get(
    '/api/applicant/requests/:id',
    {
      config,
      schema: {
        tags,
        summary: "One of the applicant's requests: fields, timeline, documents and what is still required",
        params: idParamsSchema,
        response: { 200: applicantRequestDetailSchema, ...errors },
      },
    },
    (request) => applicantRequestDetail(app, request.principal!.sub, request.params.id),
  );

  app.post(
    '/api/applicant/requests/:id/resubmit',
    {
      config,
      schema: {
        tags,
        summary:
          'Send a request staff asked changes for (Modified) back for processing, with the changed fields',
        params: idParamsSchema,
        body: applicantResubmitSchema,
        response: { 200: applicantRequestDetailSchema, ...moveErrors },
      },
    },
    (request) => resubmitRequest(lifecycle, request.principal!.sub, request.params.id, request.body),
  );

  app.post(
    '/api/applicant/requests/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Withdraw a request (Requested or Modified); a paid one is refunded',
        params: idParamsSchema,
        // A bare POST (no body) cancels too.
        body: applicantCancelSchema.nullish(),
        response: { 200: applicantRequestDetailSchema, ...moveErrors },
      },
    },
    (request) => cancelRequest(lifecycle, request.principal!.sub, request.params.id, request.body?.version),
  );

  app.delete(
    '/api/applicant/requests/:id/documents/:documentId',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a document the applicant uploaded, while the request is Requested or Modified',
        params: idParamsSchema.extend({ documentId: z.uuid() }),
        response: { 204: z.null(), ...moveErrors },
      },
    },
    async (request, reply) => {
      await removeOwnDocument(app, request.principal!.sub, request.params.id, request.params.documentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/applicant/tickets',
    {
      config,
      schema: {
        tags,
        summary: 'Support tickets the applicant opened while signed in, newest first, with their status',
        querystring: applicantPageQuerySchema,
        response: { 200: applicantTicketPageSchema, ...errors },
      },
    },
    (request) => listApplicantTickets(app, request.principal!.sub, request.query),
  );

  app.get(
    '/api/applicant/tickets/:id',
    {
      config,
      schema: {
        tags,
        summary: "One of the applicant's tickets with its conversation, oldest message first",
        params: idParamsSchema,
        response: { 200: applicantTicketDetailSchema, ...errors },
      },
    },
    (request) => applicantTicketDetail(app, request.principal!.sub, request.params.id),
  );

  app.post(
    '/api/applicant/tickets/:id/replies',
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
        params: idParamsSchema,
        body: applicantTicketReplyCreateSchema,
        response: { 201: applicantTicketDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await replyAsApplicant(app, request.principal!.sub, request.params.id, request.body.body)),
  );
};
