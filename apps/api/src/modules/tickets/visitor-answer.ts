import { ErrorCode, type Locale } from '@visadesk/contract';
import { and, type Db, eq, isNull, tickets } from '@visadesk/db';
import type { Config } from '../../config';
import { AppError } from '../../lib/http/errors';
import { mailTokens } from '../users/mail-links';
import { readerDetail } from './conversation';

// Long enough to read an answer after a holiday; the link shows, it changes nothing.
const ANSWER_LINK_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The portal page that shows a visitor the answer to their ticket. The token rides in the
 * fragment (never sent to a server by the browser) and names the ticket; only the mail to the
 * ticket's address carries it, so holding it proves that mailbox.
 */
export async function visitorAnswerLink(
  deps: { config: Pick<Config, 'JWT_SECRET' | 'PORTAL_URL'> },
  ticketId: string,
  locale: Locale,
) {
  const token = await mailTokens(deps).seal('ticket-answer', { sub: ticketId }, ANSWER_LINK_TTL_SECONDS);
  const base = deps.config.PORTAL_URL.replace(/\/+$/, '');
  return `${base}${locale === 'ar' ? '/ar' : ''}/contact/answer#token=${token}`;
}

const invalidAnswerLink = () =>
  new AppError(400, ErrorCode.TOKEN_INVALID, 'This link is not valid or has expired; write to us again');

/** The visitor's ticket and its answers, for the holder of the mailed link. */
export async function openVisitorAnswer(deps: { db: Db; config: Pick<Config, 'JWT_SECRET'> }, token: string) {
  const claims = await mailTokens(deps).open('ticket-answer', token);
  if (typeof claims?.sub !== 'string') throw invalidAnswerLink();
  const [row] = await deps.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, claims.sub), isNull(tickets.userId)));
  // A ticket deleted since reads like a bad link: the answer is gone either way.
  if (!row) throw invalidAnswerLink();
  return readerDetail(deps.db, row);
}
