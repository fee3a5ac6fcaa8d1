import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeCountryList,
  createCountry,
  deleteCountry,
  getCountry,
  listCountries,
  updateCountry,
  uploadFlag,
} from './service';

const countriesTable = endpoints.countries;

const tags = ['countries'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    countriesTable.create.path,
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Create a country',
        body: countriesTable.create.body,
        response: { ...countriesTable.create.responses, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCountry(app, request.body)),
  );

  app.get(
    countriesTable.list.path,
    {
      config: { permission: 'none' },
      schema: {
        tags,
        summary: 'Countries, paged (list convention)',
        querystring: countriesTable.list.query,
        response: { ...countriesTable.list.responses, ...errors },
      },
    },
    (request) => listCountries(app, request.query),
  );

  app.get(
    countriesTable.options.path,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Every active country, for selects',
        querystring: countriesTable.options.query,
        response: countriesTable.options.responses,
      },
    },
    (request) => completeCountryList(app, request.query.locale),
  );

  app.get(
    countriesTable.one.path,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One country (inactive ones only for admins)',
        params: countriesTable.one.params,
        response: { ...countriesTable.one.responses, ...errors },
      },
    },
    (request) => getCountry(app, request.params.id, request.principal?.typ === 'admin'),
  );

  app.patch(
    countriesTable.update.path,
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Update a country',
        params: countriesTable.update.params,
        body: countriesTable.update.body,
        response: { ...countriesTable.update.responses, ...errors },
      },
    },
    (request) => updateCountry(app, request.params.id, request.body),
  );

  app.delete(
    countriesTable.remove.path,
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Delete a country no visa uses (409 otherwise)',
        params: countriesTable.remove.params,
        response: { ...countriesTable.remove.responses, ...errors },
      },
    },
    async (request, reply) => {
      await deleteCountry(app, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    countriesTable.uploadFlag.path,
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Upload or replace the flag (multipart field "file": PNG, JPEG, WebP or GIF)',
        consumes: ['multipart/form-data'],
        params: countriesTable.uploadFlag.params,
        response: { ...countriesTable.uploadFlag.responses, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    (request) => uploadFlag(app, request, request.params.id),
  );
};
