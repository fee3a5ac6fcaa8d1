import { z } from 'zod';
import { idParamsSchema } from '../common';
import { pushResultSchema } from '../events';
import { publicReferenceSchema } from '../public-reference';
import {
  createRequestGroupSchema,
  exportFormatSchema,
  publicRequestInfoSchema,
  publicRequestQuerySchema,
  requestDetailSchema,
  requestDocumentSchema,
  requestExportQuerySchema,
  requestGroupCreatedSchema,
  requestListQuerySchema,
  requestPageSchema,
  requestPatchSchema,
} from '../requests';
import { defineEndpoint, multipartFile } from './define-endpoint';
import { requestPaths as p } from './paths';

const requirementQuery = z.object({ requirementId: z.uuid().optional() });
const documentParams = idParamsSchema.extend({ documentId: z.uuid() });

export const requestEndpoints = {
  /** Applicants submit one or more travellers; an Idempotency-Key makes a retry safe. */
  createGroup: defineEndpoint(p.createGroup, {
    auth: 'user',
    body: createRequestGroupSchema,
    responses: { 201: requestGroupCreatedSchema },
  }),
  list: defineEndpoint(p.list, { query: requestListQuerySchema, responses: { 200: requestPageSchema } }),
  /** CSV or XLSX of every request the filters match, streamed. */
  export: defineEndpoint(p.export, {
    params: z.object({ format: exportFormatSchema }),
    query: requestExportQuerySchema,
  }),
  one: defineEndpoint(p.one, { params: idParamsSchema, responses: { 200: requestDetailSchema } }),
  publicInfo: defineEndpoint(p.publicInfo, {
    auth: 'public',
    params: z.object({ id: publicReferenceSchema }),
    query: publicRequestQuerySchema,
    responses: { 200: publicRequestInfoSchema },
  }),
  update: defineEndpoint(p.update, {
    params: idParamsSchema,
    body: requestPatchSchema,
    responses: { 200: requestDetailSchema },
  }),
  uploadDocument: defineEndpoint(p.uploadDocument, {
    params: idParamsSchema,
    query: requirementQuery,
    body: multipartFile,
    responses: { 201: requestDocumentSchema },
  }),
  uploadOwnDocument: defineEndpoint(p.uploadOwnDocument, {
    auth: 'user',
    query: requirementQuery.extend({ requestId: z.uuid() }),
    body: multipartFile,
    responses: { 201: requestDocumentSchema },
  }),
  removeDocument: defineEndpoint(p.removeDocument, { params: documentParams, responses: { 204: z.null() } }),
  /** A document's bytes: staff, or the applicant who owns the request. */
  documentFile: defineEndpoint(p.documentFile, { auth: 'any', params: documentParams }),
  sendTestNotification: defineEndpoint(p.sendTestNotification, { responses: { 200: pushResultSchema } }),
};
