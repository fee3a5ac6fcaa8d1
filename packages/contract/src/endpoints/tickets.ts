import { idParamsSchema } from '../common';
import {
  ticketCreateSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketPatchSchema,
  ticketSchema,
} from '../events';
import {
  applicantTicketDetailSchema,
  ticketDetailSchema,
  ticketReplyCreateSchema,
  visitorAnswerOpenSchema,
} from '../ticket-replies';
import { defineEndpoint } from './define-endpoint';
import { ticketPaths as p } from './paths';

export const ticketEndpoints = {
  /** Open to visitors too; a signed-in applicant's ticket is linked to their account. */
  open: defineEndpoint(p.open, {
    auth: 'public',
    body: ticketCreateSchema,
    responses: { 201: ticketSchema },
  }),
  /** A visitor reads the answer to their ticket through the mailed link (proof of the address). */
  visitorAnswer: defineEndpoint(p.visitorAnswer, {
    auth: 'public',
    body: visitorAnswerOpenSchema,
    responses: { 200: applicantTicketDetailSchema },
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
