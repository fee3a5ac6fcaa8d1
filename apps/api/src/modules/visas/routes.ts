import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LARGEST_BODY_BYTES } from '../../lib/http/json-limits';
import { availableVisas, featuredVisas, getVisa, latestVisas, listVisas } from './read';
import { createVisa, deleteVisa, updateVisa, uploadContentImage, uploadVisaImage } from './write';

const visasTable = endpoints.visas;

const tags = ['visas'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const uploadErrors = { ...errors, 413: errorSchema, 415: errorSchema };

export const visaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    visasTable.create.path,
    {
      config: { permission: 'manage-catalog' },
      // Two rich-text descriptions of up to 50 000 characters each.
      bodyLimit: LARGEST_BODY_BYTES,
      schema: {
        tags,
        summary: 'Create a visa offering',
        body: visasTable.create.body,
        response: { ...visasTable.create.responses, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createVisa(app, request.body)),
  );

  app.get(
    visasTable.list.path,
    {
      config: { permission: 'none' },
      schema: {
        tags,
        summary: 'Visas, paged (list convention)',
        querystring: visasTable.list.query,
        response: { ...visasTable.list.responses, ...errors },
      },
    },
    (request) => listVisas(app, request.query),
  );

  app.get(
    visasTable.featured.path,
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Featured active visas', response: visasTable.featured.responses },
    },
    () => featuredVisas(app),
  );

  app.get(
    visasTable.latest.path,
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Newest active visas', response: visasTable.latest.responses },
    },
    () => latestVisas(app),
  );

  app.get(
    visasTable.available.path,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Active visas to a destination open to a nationality',
        params: visasTable.available.params,
        response: { ...visasTable.available.responses, 400: errorSchema },
      },
    },
    (request) => availableVisas(app, request.params.nationalityId, request.params.destinationId),
  );

  app.get(
    visasTable.one.path,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One visa (inactive ones only for admins)',
        params: visasTable.one.params,
        response: { ...visasTable.one.responses, ...errors },
      },
    },
    (request) => getVisa(app.db, request.params.id, request.principal?.typ === 'admin'),
  );

  app.patch(
    visasTable.update.path,
    {
      config: { permission: 'manage-catalog' },
      bodyLimit: LARGEST_BODY_BYTES,
      schema: {
        tags,
        summary: 'Update a visa',
        params: visasTable.update.params,
        body: visasTable.update.body,
        response: { ...visasTable.update.responses, ...errors },
      },
    },
    (request) => updateVisa(app, request.params.id, request.body),
  );

  app.delete(
    visasTable.remove.path,
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Delete a visa and its files',
        params: visasTable.remove.params,
        response: { ...visasTable.remove.responses, ...errors },
      },
    },
    async (request, reply) => {
      await deleteVisa(app, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    visasTable.uploadImage.path,
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Upload or replace the visa image (multipart field "file")',
        consumes: ['multipart/form-data'],
        params: visasTable.uploadImage.params,
        response: { ...visasTable.uploadImage.responses, ...uploadErrors },
      },
    },
    (request) => uploadVisaImage(app, request, request.params.id),
  );

  app.post(
    visasTable.uploadContentImage.path,
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Upload an image for the description; returns the URL to embed',
        consumes: ['multipart/form-data'],
        params: visasTable.uploadContentImage.params,
        response: { ...visasTable.uploadContentImage.responses, ...uploadErrors },
      },
    },
    (request) => uploadContentImage(app, request, request.params.id),
  );
};
