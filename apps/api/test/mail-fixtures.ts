import { expect } from 'vitest';
import type { OutgoingMail } from '../src/lib/mail/outgoing-mail';
import type { OutboxMailer } from '../src/plugins/mailer';
import type { TestContext } from './helpers';

/** The outbox every test app gets when no SMTP_URL is set. */
export function outbox(ctx: TestContext): OutboxMailer {
  expect(ctx.app.mailer.driver).toBe('outbox');
  return ctx.app.mailer as OutboxMailer;
}

/** The newest mail to `to` once queued mails went out (undefined when none was sent). */
export async function lastMail(ctx: TestContext, to: string, template?: string) {
  await ctx.app.mailer.idle();
  return outbox(ctx).last(to, template);
}

/** The token of the link in a mail's text (it rides in the URL fragment). */
export function linkToken(mail: Pick<OutgoingMail, 'text'> | undefined): string {
  const token = /#token=([A-Za-z0-9._-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, 'the mail carries a link with a token').toBeTruthy();
  return token!;
}
