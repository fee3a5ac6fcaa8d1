import { z } from 'zod';
import { idParamsSchema } from '../common';
import {
  visaRequirementBodySchema,
  visaRequirementListQuerySchema,
  visaRequirementOptionSchema,
  visaRequirementPageSchema,
  visaRequirementPatchSchema,
  visaRequirementSchema,
} from '../visa-requirements';
import { defineEndpoint } from './define-endpoint';
import { visaRequirementPaths as p } from './paths';

export const visaRequirementEndpoints = {
  create: defineEndpoint(p.create, {
    body: visaRequirementBodySchema,
    responses: { 201: visaRequirementSchema },
  }),
  list: defineEndpoint(p.list, {
    query: visaRequirementListQuerySchema,
    responses: { 200: visaRequirementPageSchema },
  }),
  options: defineEndpoint(p.options, {
    auth: 'public',
    responses: { 200: z.array(visaRequirementOptionSchema) },
  }),
  one: defineEndpoint(p.one, {
    auth: 'public',
    params: idParamsSchema,
    responses: { 200: visaRequirementSchema },
  }),
  update: defineEndpoint(p.update, {
    params: idParamsSchema,
    body: visaRequirementPatchSchema,
    responses: { 200: visaRequirementSchema },
  }),
  remove: defineEndpoint(p.remove, { params: idParamsSchema, responses: { 204: z.null() } }),
};
