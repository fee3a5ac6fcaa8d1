import { DEMO_ADMIN_PASSWORD } from './password-strength';

/** The demo start's accounts, whose passwords the README publishes. */
export const DEMO_ADMIN_EMAIL = 'admin@visadesk.test';
export const DEMO_APPLICANT_EMAIL = 'applicant@visadesk.test';
/** Published in the README, like the demo admin's. */
export const DEMO_APPLICANT_PASSWORD = 'Applicant#12345';

/**
 * Every sign-in pair the README and the demo seed publish. A production start retires the
 * accounts that still have them, and a production sign-in refuses their passwords whatever the
 * email (a renamed or re-enabled demo account included).
 */
export const PUBLISHED_CREDENTIALS = [
  { account: 'admin', email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
  { account: 'user', email: DEMO_APPLICANT_EMAIL, password: DEMO_APPLICANT_PASSWORD },
] as const;

export const isPublishedPassword = (password: string) =>
  PUBLISHED_CREDENTIALS.some((published) => published.password === password);
