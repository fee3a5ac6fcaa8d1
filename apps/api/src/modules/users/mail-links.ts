import type { Locale } from '@visadesk/contract';
import type { Config } from '../../config';
import { MailTokens } from '../../lib/security/mail-tokens';

// One per app (tests build many): the key is the deps object the routes pass, the app itself.
const tokensByApp = new WeakMap<object, MailTokens>();

export function mailTokens(app: { config: Pick<Config, 'JWT_SECRET'> }): MailTokens {
  let tokens = tokensByApp.get(app);
  if (!tokens) {
    tokens = new MailTokens(app.config.JWT_SECRET);
    tokensByApp.set(app, tokens);
  }
  return tokens;
}

/**
 * A page of the applicant portal (PORTAL_URL) in the recipient's language (Arabic under /ar).
 * The token rides in the fragment: browsers never send it to a server, so no access log keeps it.
 */
export const accountLink = (
  app: { config: Pick<Config, 'PORTAL_URL'> },
  path: string,
  token: string,
  locale: Locale,
) => `${app.config.PORTAL_URL}${locale === 'ar' ? '/ar' : ''}${path}#token=${token}`;

const MAILS_PER_RECIPIENT = 5;
const WINDOW_MS = 60 * 60 * 1000;
const sentByApp = new WeakMap<object, Map<string, number[]>>();

/**
 * At most five account mails per address an hour, whoever asks: registration and reset can be
 * asked for any address, and must not become a way to flood someone's inbox. Over the limit the
 * caller still answers the same; the mail is just not sent. Kept per process (a restart or a
 * second instance allows a few more, which is acceptable for an anti-flood limit).
 */
export function mayMail(app: object, to: string): boolean {
  let sent = sentByApp.get(app);
  if (!sent) {
    sent = new Map();
    sentByApp.set(app, sent);
  }
  const now = Date.now();
  const key = to.toLowerCase();
  const recent = (sent.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  if (sent.size > 10_000) {
    for (const [k, times] of sent) if (times.every((at) => now - at >= WINDOW_MS)) sent.delete(k);
  }
  if (recent.length >= MAILS_PER_RECIPIENT) {
    sent.set(key, recent);
    return false;
  }
  recent.push(now);
  sent.set(key, recent);
  return true;
}
