import { z } from 'zod';
import { idParamsSchema } from '../common';
import {
  uploadedFileSchema,
  visaBodySchema,
  visaListQuerySchema,
  visaPageSchema,
  visaPairParamsSchema,
  visaPatchSchema,
  visaSchema,
  visaSummarySchema,
} from '../visas';
import { defineEndpoint, multipartFile } from './define-endpoint';
import { visaPaths as p } from './paths';

export const visaEndpoints = {
  create: defineEndpoint(p.create, { body: visaBodySchema, responses: { 201: visaSchema } }),
  list: defineEndpoint(p.list, { query: visaListQuerySchema, responses: { 200: visaPageSchema } }),
  featured: defineEndpoint(p.featured, { auth: 'public', responses: { 200: z.array(visaSummarySchema) } }),
  latest: defineEndpoint(p.latest, { auth: 'public', responses: { 200: z.array(visaSummarySchema) } }),
  available: defineEndpoint(p.available, {
    auth: 'public',
    params: visaPairParamsSchema,
    responses: { 200: z.array(visaSummarySchema) },
  }),
  one: defineEndpoint(p.one, { auth: 'public', params: idParamsSchema, responses: { 200: visaSchema } }),
  update: defineEndpoint(p.update, {
    params: idParamsSchema,
    body: visaPatchSchema,
    responses: { 200: visaSchema },
  }),
  remove: defineEndpoint(p.remove, { params: idParamsSchema, responses: { 204: z.null() } }),
  uploadImage: defineEndpoint(p.uploadImage, {
    params: idParamsSchema,
    body: multipartFile,
    responses: { 200: visaSchema },
  }),
  /** An image for a description: the answer is the URL to embed. */
  uploadContentImage: defineEndpoint(p.uploadContentImage, {
    params: idParamsSchema,
    body: multipartFile,
    responses: { 200: uploadedFileSchema },
  }),
};
