import {
  errorSchema,
  idParamsSchema,
  uploadedFileSchema,
  visaBodySchema,
  visaListQuerySchema,
  visaPageSchema,
  visaPairParamsSchema,
  visaPatchSchema,
  visaSchema,
  visaSummarySchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { availableVisas, featuredVisas, getVisa, latestVisas, listVisas } from './read';
import { createVisa, deleteVisa, updateVisa, uploadContentImage, uploadVisaImage } from './write';

const tags = ['visas'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const uploadErrors = { ...errors, 413: errorSchema, 415: errorSchema };

export const visaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/visa',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Create a visa offering',
        body: visaBodySchema,
        response: { 201: visaSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createVisa(app, request.body)),
  );

  app.get(
    '/api/visa/list',
    {
      config: { permission: 'none' },
      schema: {
        tags,
        summary: 'Visas, paged (list convention)',
        querystring: visaListQuerySchema,
        response: { 200: visaPageSchema, ...errors },
      },
    },
    (request) => listVisas(app, request.query),
  );

  app.get(
    '/api/visa/featured',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Featured active visas', response: { 200: z.array(visaSummarySchema) } },
    },
    () => featuredVisas(app),
  );

  app.get(
    '/api/visa/latest',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Newest active visas', response: { 200: z.array(visaSummarySchema) } },
    },
    () => latestVisas(app),
  );

  app.get(
    '/api/visa/searchAvailableVisa/:nationalityId/:destinationId',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Active visas to a destination open to a nationality',
        params: visaPairParamsSchema,
        response: { 200: z.array(visaSummarySchema), 400: errorSchema },
      },
    },
    (request) => availableVisas(app, request.params.nationalityId, request.params.destinationId),
  );

  app.get(
    '/api/visa/one/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One visa (inactive ones only for admins)',
        params: idParamsSchema,
        response: { 200: visaSchema, ...errors },
      },
    },
    (request) => getVisa(app.db, request.params.id, request.principal?.typ === 'admin'),
  );

  app.patch(
    '/api/visa/:id',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Update a visa',
        params: idParamsSchema,
        body: visaPatchSchema,
        response: { 200: visaSchema, ...errors },
      },
    },
    (request) => updateVisa(app, request.params.id, request.body),
  );

  app.delete(
    '/api/visa/:id',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Delete a visa and its files',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteVisa(app, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/visa/image/:id',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Upload or replace the visa image (multipart field "file")',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: visaSchema, ...uploadErrors },
      },
    },
    (request) => uploadVisaImage(app, request, request.params.id),
  );

  app.post(
    '/api/visa/uploadContentImage/:id',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Upload an image for the description; returns the URL to embed',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: uploadedFileSchema, ...uploadErrors },
      },
    },
    (request) => uploadContentImage(app, request, request.params.id),
  );
};
