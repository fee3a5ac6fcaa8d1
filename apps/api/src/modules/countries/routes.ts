import {
  countryBodySchema,
  countryListQuerySchema,
  countryOptionSchema,
  countryPageSchema,
  countryPatchSchema,
  countrySchema,
  errorSchema,
  idParamsSchema,
  localeSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeCountryList,
  createCountry,
  deleteCountry,
  getCountry,
  listCountries,
  updateCountry,
  uploadFlag,
} from './service';

const tags = ['countries'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/countries',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Create a country',
        body: countryBodySchema,
        response: { 201: countrySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCountry(app, request.body)),
  );

  app.get(
    '/api/countries/list',
    {
      config: { permission: 'none' },
      schema: {
        tags,
        summary: 'Countries, paged (list convention)',
        querystring: countryListQuerySchema,
        response: { 200: countryPageSchema, ...errors },
      },
    },
    (request) => listCountries(app, request.query),
  );

  app.get(
    '/api/countries/complete-list',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Every active country, for selects',
        querystring: z.object({ locale: localeSchema.default('en') }),
        response: { 200: z.array(countryOptionSchema) },
      },
    },
    (request) => completeCountryList(app, request.query.locale),
  );

  app.get(
    '/api/countries/one/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One country (inactive ones only for admins)',
        params: idParamsSchema,
        response: { 200: countrySchema, ...errors },
      },
    },
    (request) => getCountry(app, request.params.id, request.principal?.typ === 'admin'),
  );

  app.patch(
    '/api/countries/:id',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Update a country',
        params: idParamsSchema,
        body: countryPatchSchema,
        response: { 200: countrySchema, ...errors },
      },
    },
    (request) => updateCountry(app, request.params.id, request.body),
  );

  app.delete(
    '/api/countries/:id',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Delete a country no visa uses (409 otherwise)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCountry(app, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/countries/reupload/:id',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Upload or replace the flag (multipart field "file": PNG, JPEG, WebP or GIF)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: countrySchema, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    (request) => uploadFlag(app, request, request.params.id),
  );
};
