import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeRequirementList,
  createRequirement,
  deleteRequirement,
  getRequirement,
  listRequirements,
  updateRequirement,
} from './service';

const visaRequirementsTable = endpoints.visaRequirements;

const tags = ['visa requirements'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const visaRequirementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    visaRequirementsTable.create.path,
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Create a visa requirement',
        body: visaRequirementsTable.create.body,
        response: { ...visaRequirementsTable.create.responses, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createRequirement(app, request.body)),
  );

  app.get(
    visaRequirementsTable.list.path,
    {
      config: { permission: 'none' },
      schema: {
        tags,
        summary: 'Visa requirements, paged (list convention)',
        querystring: visaRequirementsTable.list.query,
        response: { ...visaRequirementsTable.list.responses, ...errors },
      },
    },
    (request) => listRequirements(app, request.query),
  );

  app.get(
    visaRequirementsTable.options.path,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Every active requirement, for selects',
        response: visaRequirementsTable.options.responses,
      },
    },
    () => completeRequirementList(app),
  );

  app.get(
    visaRequirementsTable.one.path,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One requirement (inactive ones only for admins)',
        params: visaRequirementsTable.one.params,
        response: { ...visaRequirementsTable.one.responses, ...errors },
      },
    },
    (request) => getRequirement(app, request.params.id, request.principal?.typ === 'admin'),
  );

  app.patch(
    visaRequirementsTable.update.path,
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Update a requirement',
        params: visaRequirementsTable.update.params,
        body: visaRequirementsTable.update.body,
        response: { ...visaRequirementsTable.update.responses, ...errors },
      },
    },
    (request) => updateRequirement(app, request.params.id, request.body),
  );

  app.delete(
    visaRequirementsTable.remove.path,
    {
      config: { permission: 'manage-catalog' },
      schema: {
        tags,
        summary: 'Delete a requirement no visa uses (409 otherwise)',
        params: visaRequirementsTable.remove.params,
        response: { ...visaRequirementsTable.remove.responses, ...errors },
      },
    },
    async (request, reply) => {
      await deleteRequirement(app, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
