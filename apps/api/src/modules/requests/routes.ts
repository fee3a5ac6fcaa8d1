import {
  createRequestGroupSchema,
  errorSchema,
  exportFormatSchema,
  idParamsSchema,
  publicRequestInfoSchema,
  publicRequestQuerySchema,
  pushResultSchema,
  requestDetailSchema,
  requestDocumentSchema,
  requestExportQuerySchema,
  requestGroupCreatedSchema,
  requestListQuerySchema,
  requestPageSchema,
  requestPatchSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lifecycleDeps } from '../../domain/request-lifecycle/deps';
import { progressAnnouncer } from '../../lib/export/export-progress';
import { readUpload } from '../../lib/http/uploads';
import { sendPush } from '../firebase/service';
import { createRequestGroup } from './create';
import { addDocument, removeDocument, sendDocument } from './documents';
import { exportRequests } from './export';
import { getRequestDetail, listRequests, publicRequestInfo } from './read';
import { updateRequest } from './update';

const tags = ['requests'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const uploadErrors = { ...errors, 413: errorSchema, 415: errorSchema };
const requirementQuery = z.object({ requirementId: z.uuid().optional() });

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const lifecycle = lifecycleDeps(app);
  app.post(
    '/api/requests/create-request-group',
    {
      config: { auth: 'user', idempotent: true },
      schema: {
        tags,
        summary: 'Submit one or more travellers for a visa (applicants)',
        body: createRequestGroupSchema,
        response: { 201: requestGroupCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRequestGroup(lifecycle, request.principal!.sub, request.body)),
  );

  app.get(
    '/api/requests/list',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Requests, paged, with counts per status',
        querystring: requestListQuerySchema,
        response: { 200: requestPageSchema, ...errors },
      },
    },
    (request) => listRequests(app, request.query),
  );

  app.get(
    '/api/requests/export-list/:format',
    {
      config: { permission: ['process-requests', 'export-data'] },
      schema: {
        tags,
        summary: 'Every request matching the filters as CSV (UTF-8 with BOM) or XLSX, streamed',
        params: z.object({ format: exportFormatSchema }),
        querystring: requestExportQuerySchema,
      },
    },
    (request, reply) => {
      const { locale, progress, ...filters } = request.query;
      const onProgress = progress ? progressAnnouncer(app, request.principal!.sub, progress) : undefined;
      return exportRequests(app, reply, request.params.format, filters, locale, onProgress);
    },
  );

  app.get(
    '/api/requests/one-by-admin/:id',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'One request with documents, status history, notes and the allowed moves',
        params: idParamsSchema,
        response: { 200: requestDetailSchema, ...errors },
      },
    },
    (request) => getRequestDetail(app, request.params.id),
  );

  app.get(
    '/api/requests/public-find-request-info/:id',
    {
      config: { auth: 'public', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Status of a request by its reference, for whoever also knows its passport number or email',
        params: z.object({ id: z.string().trim().min(3).max(40) }),
        querystring: publicRequestQuerySchema,
        response: { 200: publicRequestInfoSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    (request) => publicRequestInfo(app, request.params.id, request.query),
  );

  app.patch(
    '/api/requests/:id',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary:
          'Move the status (per the workflow), assign, or add an internal note; needs the current version',
        params: idParamsSchema,
        body: requestPatchSchema,
        response: { 200: requestDetailSchema, ...errors },
      },
    },
    (request) =>
      updateRequest(
        lifecycle,
        request.principal!.sub,
        request.params.id,
        request.body,
        request.principal!.perms,
      ),
  );

  app.post(
    '/api/requests/upload-document/:id',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Attach a document to a request (multipart field "file"; PDF, JPEG, PNG, WebP)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        querystring: requirementQuery,
        response: { 201: requestDocumentSchema, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addDocument(
            app,
            request.params.id,
            request.query.requirementId,
            { type: 'admin', id: request.principal!.sub },
            (allowed, maxBytes) => readUpload(request, allowed, maxBytes),
          ),
        ),
  );

  app.post(
    '/api/requests/upload-attachment-to-s3-by-user',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "An applicant attaches a document to one of their own requests (multipart field 'file')",
        consumes: ['multipart/form-data'],
        querystring: requirementQuery.extend({ requestId: z.uuid() }),
        response: { 201: requestDocumentSchema, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addDocument(
            app,
            request.query.requestId,
            request.query.requirementId,
            { type: 'user', id: request.principal!.sub },
            (allowed, maxBytes) => readUpload(request, allowed, maxBytes),
          ),
        ),
  );

  app.delete(
    '/api/requests/remove-document/:id/:documentId',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Remove a document from a request',
        params: idParamsSchema.extend({ documentId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeDocument(app, request.params.id, request.params.documentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/requests/:id/documents/:documentId/file',
    {
      config: { auth: 'any', permission: 'process-requests' },
      schema: {
        tags,
        summary: "A document's file (staff, or the applicant who owns the request)",
        params: idParamsSchema.extend({ documentId: z.uuid() }),
      },
    },
    (request, reply) =>
      sendDocument(app, reply, request.params.id, request.params.documentId, {
        type: request.principal!.typ,
        id: request.principal!.sub,
      }),
  );

  app.post(
    '/api/requests/send-test-notification',
    {
      config: { permission: 'none' },
      schema: {
        tags,
        summary: "Send a test push notification to the signed-in admin's devices",
        response: { 200: pushResultSchema, ...errors },
      },
    },
    (request) =>
      sendPush(
        app,
        { adminIds: [request.principal!.sub] },
        { title: 'VisaDesk', body: 'Test notification: push notifications reach this device.' },
      ),
  );
};
