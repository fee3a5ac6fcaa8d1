import { zodResolver } from '@hookform/resolvers/zod';
import { type TicketReplyCreate, ticketReplyCreateSchema } from '@visadesk/contract/ticket-replies';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formErrorMap } from '../../../lib/forms/form-errors';

export type ReplyFormValues = TicketReplyCreate;

/** Shown for an answer shorter than the contract's minimum (a single letter is not an answer). */
export const REPLY_TOO_SHORT_KEY = 'tickets.reply.tooShort';

/**
 * The back office's form messages, except "too short": its own words rather than "required"
 * (what the shared map says for a too-short text), since something was written.
 */
const replyErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'too_small' && issue.origin === 'string' && typeof issue.input === 'string' && issue.input
    ? REPLY_TOO_SHORT_KEY
    : formErrorMap(issue);

/** The server's own schema: trimmed, 2 to 5,000 characters, an optional status to move to. */
export const replyResolver: Resolver<ReplyFormValues> = zodResolver(ticketReplyCreateSchema, {
  error: replyErrorMap,
});

export const replyDefaults: ReplyFormValues = { body: '' };
