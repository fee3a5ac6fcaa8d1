import { idParamsSchema } from '../common';
import {
  ticketCreateSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketPatchSchema,
  ticketSchema,
} from '../events';
import { ticketDetailSchema, ticketReplyCreateSchema } from '../ticket-replies';
import { defineEndpoint } from './define-endpoint';
import { ticketPaths as p } from './paths';

export const ticketEndpoints = {
  /** Open to visitors too; a signed-in applicant's ticket is linked to their account. */
  open: defineEndpoint(p.open, {
    auth: 'public',
    body: ticketCreateSchema,
    responses: { 201: ticketSchema },
  }),
  list: defineEndpoint(p.list, { query: ticketListQuerySchema, responses: { 200: ticketPageSchema } }),
  setStatus: defineEndpoint(p.setStatus, {
    params: idParamsSchema,
    body: ticketPatchSchema,
    responses: { 200: ticketSchema },
  }),
  one: defineEndpoint(p.one, { params: idParamsSchema, responses: { 200: ticketDetailSchema } }),
  reply: defineEndpoint(p.reply, {
    params: idParamsSchema,
    body: ticketReplyCreateSchema,
    responses: { 201: ticketDetailSchema },
  }),
};
