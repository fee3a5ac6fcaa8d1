import type { Config } from './config';
import { DEMO_ADMIN_PASSWORD } from './lib/security/password-strength';

const sandboxOn = (c: Config) =>
  c.PAYMENT_SANDBOX !== 'false' &&
  !(
    c.ZAINCASH_MERCHANT_ID &&
    c.ZAINCASH_SECRET &&
    c.ZAINCASH_MSISDN &&
    c.QICARD_USERNAME &&
    c.QICARD_PASSWORD &&
    c.QICARD_TERMINAL_ID &&
    c.QICARD_PUBLIC_KEY
  );

/** Printed by every start that is not production, so nobody mistakes the demo for a deployment. */
export function demoBanner(config: Config): string {
  const line = '!'.repeat(78);
  return ['', line, ...demoNotice(config).map((text) => `  ${text}`), line, ''].join('\n');
}

/** The banner's text without its frame (one JSON log line when the log format is json). */
export function demoNotice(config: Config): string[] {
  const published = (config.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD) === DEMO_ADMIN_PASSWORD;
  return [
    'VISADESK DEMO - NOT FOR REAL USE',
    `NODE_ENV=${config.NODE_ENV}: demo data is seeded into an empty database.`,
    sandboxOn(config)
      ? 'PAYMENT SANDBOX is ON: applicants can mark their own requests Paid without paying.'
      : 'The payment sandbox is off.',
    published
      ? `The demo admin's password (${DEMO_ADMIN_PASSWORD}) is PUBLISHED in the README.`
      : 'The demo admin uses the ADMIN_PASSWORD you set.',
    `Listening on ${config.HOST}${config.HOST === '127.0.0.1' ? ' (this machine only)' : ''}.`,
    'For a real deployment use `npm run start:prod`: README, "Deploying to production".',
  ];
}

/**
 * Production says so when the sandbox was allowed on purpose (PAYMENT_SANDBOX=true), and when
 * applicants' mails would link to this machine (PORTAL_URL not set: the demo's portal address).
 */
export function productionWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.PAYMENT_SANDBOX === 'true' && sandboxOn(config))
    warnings.push('PAYMENT_SANDBOX=true: the test payment sandbox serves a provider without credentials.');
  if (onThisMachine(config.PORTAL_URL))
    warnings.push(
      `PORTAL_URL is not set to a public address: the links in applicants' mails point at ${config.PORTAL_URL}; set it to the portal's public address.`,
    );
  return warnings;
}

/** A loopback address (the demo's default portal address is one): useless in an applicant's mail. */
function onThisMachine(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}
