import { ACCOUNT_LINK_PATHS } from '@visadesk/contract/account-links';
import { safePath } from '@visadesk/contract/safe-path';
import type { Messages } from './i18n/messages';

/**
 * The pages of the applicant's app (client-rendered; the server sends the shell with the page's
 * title). Patterns in React Router syntax, without the /ar prefix. Everything else on the portal
 * is a server-rendered page (render/) or a 404.
 */
export const APP_PAGES = {
  signIn: '/sign-in',
  register: '/register',
  // The links in account mails (registration, reset) open these.
  verifyEmail: ACCOUNT_LINK_PATHS.verifyEmail,
  forgotPassword: '/account/forgot-password',
  resetPassword: ACCOUNT_LINK_PATHS.resetPassword,
  account: '/account',
  apply: '/apply/:visaId',
  applications: '/applications',
  application: '/applications/:reference',
  paymentResult: '/payment/result',
  contact: '/contact',
  // A staff answer's mail links here (apps/api/src/modules/notifications/ticket-mails.ts).
  ticket: '/contact/tickets/:id',
  // The notice mailed after staff answer a visitor's ticket links here (modules/tickets/visitor-answer.ts).
  ticketAnswer: '/contact/answer',
} as const satisfies Record<keyof Messages['common']['pages'], string>;

export type AppPage = keyof typeof APP_PAGES;

const matchers = Object.entries(APP_PAGES).map(([page, pattern]) => ({
  page: page as AppPage,
  regex: new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
}));

/** Which app page a path (without locale prefix and query) is, if any. */
export const appPageOf = (path: string): AppPage | undefined =>
  matchers.find((m) => m.regex.test(path))?.page;

/** The sign-in page that comes back to `next` after (only a path safePath keeps; else it has none). */
export function signInPath(next: string): string {
  const checked = safePath(next);
  return checked === undefined ? APP_PAGES.signIn : `${APP_PAGES.signIn}?next=${encodeURIComponent(checked)}`;
}
