import {
  errorSchema,
  idParamsSchema,
  visaRequirementBodySchema,
  visaRequirementListQuerySchema,
  visaRequirementOptionSchema,
  visaRequirementPageSchema,
  visaRequirementPatchSchema,
  visaRequirementSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeRequirementList,
  createRequirement,
  deleteRequirement,
  getRequirement,
  listRequirements,
  updateRequirement,
} from './service';

const tags = ['visa requirements'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const visaRequirementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/visa-requirements',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Create a visa requirement',
        body: visaRequirementBodySchema,
        response: { 201: visaRequirementSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createRequirement(app, request.body)),
  );

  app.get(
    '/api/visa-requirements/list',
    {
      config: { permission: 'none' },
      schema: {
        tags,
        summary: 'Visa requirements, paged (list convention)',
        querystring: visaRequirementListQuerySchema,
        response: { 200: visaRequirementPageSchema, ...errors },
      },
    },
    (request) => listRequirements(app, request.query),
  );

  app.get(
    '/api/visa-requirements/complete-list',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Every active requirement, for selects',
        response: { 200: z.array(visaRequirementOptionSchema) },
      },
    },
    () => completeRequirementList(app),
  );

  app.get(
    '/api/visa-requirements/one/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One requirement (inactive ones only for admins)',
        params: idParamsSchema,
        response: { 200: visaRequirementSchema, ...errors },
      },
    },
    (request) => getRequirement(app, request.params.id, request.principal?.typ === 'admin'),
  );

  app.patch(
    '/api/visa-requirements/:id',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Update a requirement',
        params: idParamsSchema,
        body: visaRequirementPatchSchema,
        response: { 200: visaRequirementSchema, ...errors },
      },
    },
    (request) => updateRequirement(app, request.params.id, request.body),
  );

  app.delete(
    '/api/visa-requirements/:id',
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Delete a requirement no visa uses (409 otherwise)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRequirement(app, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
