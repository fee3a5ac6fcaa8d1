import { z } from 'zod';
import { applicantTicketSchema } from './applicant';
import { ticketSchema, ticketStatusSchema } from './events';

/**
 * The conversation under a ticket. Staff answer in the back office (the answer is also mailed to
 * the ticket's address); a signed-in applicant reads it on the portal and writes back there.
 */
export const TICKET_REPLY_AUTHORS = ['staff', 'applicant'] as const;
export const ticketReplyAuthorSchema = z.enum(TICKET_REPLY_AUTHORS);

const replyBody = z.string().trim().min(2).max(5000);

/** One message of the conversation as staff see it: who of the staff wrote it. */
export const ticketReplySchema = z
  .object({
    id: z.uuid(),
    author: ticketReplyAuthorSchema,
    /** The staff member's name; null for the applicant's messages or a deleted staff account. */
    staffName: z.string().nullable(),
    body: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'TicketReply' });

export const ticketDetailSchema = ticketSchema
  .extend({ replies: z.array(ticketReplySchema) })
  .meta({ id: 'TicketDetail' });

/** A staff answer; `status` moves the ticket in the same step (e.g. answer and close). */
export const ticketReplyCreateSchema = z
  .object({
    body: replyBody,
    /** Left out: an open ticket becomes in-progress, otherwise the status stays. */
    status: ticketStatusSchema.optional(),
  })
  .strict()
  .meta({ id: 'TicketReplyCreate' });

/** One message as the applicant sees it: staff stay "the VisaDesk team", unnamed. */
export const applicantTicketReplySchema = z
  .object({
    id: z.uuid(),
    author: ticketReplyAuthorSchema,
    body: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ApplicantTicketReply' });

export const applicantTicketDetailSchema = applicantTicketSchema
  .extend({ replies: z.array(applicantTicketReplySchema) })
  .meta({ id: 'ApplicantTicketDetail' });

/**
 * A visitor's ticket is answered by a mail that carries none of its text, only a link; the token
 * of that link (the part after `#token=`) opens the conversation for whoever holds the mailbox.
 */
export const visitorAnswerOpenSchema = z
  .object({ token: z.string().min(20).max(4096) })
  .meta({ id: 'VisitorAnswerOpen' });

/** The applicant writes back; a closed or answered ticket opens again for staff. */
export const applicantTicketReplyCreateSchema = z
  .object({ body: replyBody })
  .strict()
  .meta({ id: 'ApplicantTicketReplyCreate' });

export type TicketReply = z.infer<typeof ticketReplySchema>;
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export type TicketReplyCreate = z.infer<typeof ticketReplyCreateSchema>;
export type ApplicantTicketReply = z.infer<typeof applicantTicketReplySchema>;
export type ApplicantTicketDetail = z.infer<typeof applicantTicketDetailSchema>;
