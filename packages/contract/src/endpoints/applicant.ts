import { z } from 'zod';
import {
  applicantCancelSchema,
  applicantGroupPageSchema,
  applicantGroupReferenceParamsSchema,
  applicantGroupSchema,
  applicantPageQuerySchema,
  applicantRequestDetailSchema,
  applicantResubmitSchema,
  applicantTicketPageSchema,
} from '../applicant';
import { idParamsSchema } from '../common';
import { applicantTicketDetailSchema, applicantTicketReplyCreateSchema } from '../ticket-replies';
import { defineEndpoint } from './define-endpoint';
import { applicantPaths as p } from './paths';

/** The signed-in applicant's own groups, requests and tickets. */
export const applicantEndpoints = {
  groups: defineEndpoint(p.groups, {
    auth: 'user',
    query: applicantPageQuerySchema,
    responses: { 200: applicantGroupPageSchema },
  }),
  group: defineEndpoint(p.group, {
    auth: 'user',
    params: applicantGroupReferenceParamsSchema,
    responses: { 200: applicantGroupSchema },
  }),
  request: defineEndpoint(p.request, {
    auth: 'user',
    params: idParamsSchema,
    responses: { 200: applicantRequestDetailSchema },
  }),
  resubmit: defineEndpoint(p.resubmit, {
    auth: 'user',
    params: idParamsSchema,
    body: applicantResubmitSchema,
    responses: { 200: applicantRequestDetailSchema },
  }),
  cancel: defineEndpoint(p.cancel, {
    auth: 'user',
    params: idParamsSchema,
    // A bare POST (no body) cancels too.
    body: applicantCancelSchema.nullish(),
    responses: { 200: applicantRequestDetailSchema },
  }),
  removeDocument: defineEndpoint(p.removeDocument, {
    auth: 'user',
    params: idParamsSchema.extend({ documentId: z.uuid() }),
    responses: { 204: z.null() },
  }),
  tickets: defineEndpoint(p.tickets, {
    auth: 'user',
    query: applicantPageQuerySchema,
    responses: { 200: applicantTicketPageSchema },
  }),
  ticket: defineEndpoint(p.ticket, {
    auth: 'user',
    params: idParamsSchema,
    responses: { 200: applicantTicketDetailSchema },
  }),
  reply: defineEndpoint(p.reply, {
    auth: 'user',
    params: idParamsSchema,
    body: applicantTicketReplyCreateSchema,
    responses: { 201: applicantTicketDetailSchema },
  }),
};
