import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lifecycleDeps } from '../../domain/request-lifecycle/deps';
import { progressAnnouncer } from '../../lib/export/export-progress';
import { readUpload } from '../../lib/http/uploads';
import { sendPush } from '../firebase/service';
import { createRequestGroup } from './create';
import { addDocument, removeDocument, sendDocument } from './documents';
import { exportRequests } from './export';
import { getRequestDetail, listRequests, publicRequestInfo } from './read';
import { rawTrackingAttempt } from './tracking-limit';
import { updateRequest } from './update';

const requestsTable = endpoints.requests;

const tags = ['requests'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const uploadErrors = { ...errors, 413: errorSchema, 415: errorSchema };

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const lifecycle = lifecycleDeps(app);
  app.post(
    requestsTable.createGroup.path,
    {
      config: { auth: 'user', idempotent: true },
      schema: {
        tags,
        summary: 'Submit one or more travellers for a visa (applicants)',
        body: requestsTable.createGroup.body,
        response: { ...requestsTable.createGroup.responses, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRequestGroup(lifecycle, request.principal!.sub, request.body)),
  );

  app.get(
    requestsTable.list.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Requests, paged, with counts per status',
        querystring: requestsTable.list.query,
        response: { ...requestsTable.list.responses, ...errors },
      },
    },
    (request) => listRequests(app, request.query),
  );

  app.get(
    requestsTable.export.path,
    {
      config: { permission: ['process-requests', 'export-data'] },
      schema: {
        tags,
        summary: 'Every request matching the filters as CSV (UTF-8 with BOM) or XLSX, streamed',
        params: requestsTable.export.params,
        querystring: requestsTable.export.query,
      },
    },
    (request, reply) => {
      const { locale, progress, ...filters } = request.query;
      const onProgress = progress ? progressAnnouncer(app, request.principal!.sub, progress) : undefined;
      return exportRequests(app, reply, request.params.format, filters, locale, onProgress);
    },
  );

  app.get(
    requestsTable.one.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'One request with documents, status history, notes and the allowed moves',
        params: requestsTable.one.params,
        response: { ...requestsTable.one.responses, ...errors },
      },
    },
    (request) => getRequestDetail(app, request.params.id),
  );

  app.get(
    requestsTable.publicInfo.path,
    {
      config: { auth: 'public' },
      // Before validation, so malformed guesses count against the address and the email too.
      preValidation: (request) => app.trackingLimit.check(request, rawTrackingAttempt(request)),
      schema: {
        tags,
        summary:
          'Status of a request by its public tracking reference, for whoever also knows its email or passport number (limited per address, reference and email/passport, shared with the tracking page)',
        params: requestsTable.publicInfo.params,
        querystring: requestsTable.publicInfo.query,
        response: {
          ...requestsTable.publicInfo.responses,
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    (request) => publicRequestInfo(app, request.params.id, request.query),
  );

  app.patch(
    requestsTable.update.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary:
          'Move the status (per the workflow), assign, or add an internal note; needs the current version',
        params: requestsTable.update.params,
        body: requestsTable.update.body,
        response: { ...requestsTable.update.responses, ...errors },
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
    requestsTable.uploadDocument.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Attach a document to a request (multipart field "file"; PDF, JPEG, PNG, WebP)',
        consumes: ['multipart/form-data'],
        params: requestsTable.uploadDocument.params,
        querystring: requestsTable.uploadDocument.query,
        response: { ...requestsTable.uploadDocument.responses, ...uploadErrors },
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
    requestsTable.uploadOwnDocument.path,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "An applicant attaches a document to one of their own requests (multipart field 'file')",
        consumes: ['multipart/form-data'],
        querystring: requestsTable.uploadOwnDocument.query,
        response: { ...requestsTable.uploadOwnDocument.responses, ...uploadErrors },
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
    requestsTable.removeDocument.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags,
        summary: 'Remove a document from a request',
        params: requestsTable.removeDocument.params,
        response: { ...requestsTable.removeDocument.responses, ...errors },
      },
    },
    async (request, reply) => {
      await removeDocument(app, request.params.id, request.params.documentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    requestsTable.documentFile.path,
    {
      config: { auth: 'any', permission: 'process-requests' },
      schema: {
        tags,
        summary: "A document's file (staff, or the applicant who owns the request)",
        params: requestsTable.documentFile.params,
      },
    },
    (request, reply) =>
      sendDocument(app, reply, request.params.id, request.params.documentId, {
        type: request.principal!.typ,
        id: request.principal!.sub,
      }),
  );

  app.post(
    requestsTable.sendTestNotification.path,
    {
      config: { permission: 'none' },
      schema: {
        tags,
        summary: "Send a test push notification to the signed-in admin's devices",
        response: { ...requestsTable.sendTestNotification.responses, ...errors },
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
