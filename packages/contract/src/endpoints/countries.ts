import { z } from 'zod';
import { idParamsSchema } from '../common';
import {
  countryBodySchema,
  countryListQuerySchema,
  countryOptionSchema,
  countryPageSchema,
  countryPatchSchema,
  countrySchema,
} from '../countries';
import { localeSchema } from '../enums';
import { defineEndpoint, multipartFile } from './define-endpoint';
import { countryPaths as p } from './paths';

export const countryEndpoints = {
  create: defineEndpoint(p.create, { body: countryBodySchema, responses: { 201: countrySchema } }),
  list: defineEndpoint(p.list, { query: countryListQuerySchema, responses: { 200: countryPageSchema } }),
  /** Every active country, sorted for the language asked. */
  options: defineEndpoint(p.options, {
    auth: 'public',
    query: z.object({ locale: localeSchema.default('en') }),
    responses: { 200: z.array(countryOptionSchema) },
  }),
  one: defineEndpoint(p.one, { auth: 'public', params: idParamsSchema, responses: { 200: countrySchema } }),
  update: defineEndpoint(p.update, {
    params: idParamsSchema,
    body: countryPatchSchema,
    responses: { 200: countrySchema },
  }),
  remove: defineEndpoint(p.remove, { params: idParamsSchema, responses: { 204: z.null() } }),
  uploadFlag: defineEndpoint(p.uploadFlag, {
    params: idParamsSchema,
    body: multipartFile,
    responses: { 200: countrySchema },
  }),
};
