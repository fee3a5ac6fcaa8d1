import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { canonicalTimeZone, isTimeZone } from './lib/agency-time';
import { trustProxySchema } from './lib/security/trust-proxy';
import { defaultHost, seedsDemoData, startPolicyProblems } from './start-policy';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** The phrase PAYMENT_SANDBOX_ACKNOWLEDGE must hold for the payment sandbox to run in production. */
export const SANDBOX_ACKNOWLEDGEMENT = 'applicants-can-mark-paid-without-paying';

/** Every setting the server reads, with its default; the README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(1, 65535).default(3000),
  /** Default 127.0.0.1 for the demo, 0.0.0.0 in production (see start-policy.ts). */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  /** How long to wait for a PostgreSQL connection before answering 503 DATABASE_UNAVAILABLE. */
  DATABASE_CONNECT_TIMEOUT_MS: int(100, 120_000).default(5_000),
  /** Longest a normal statement may run (exports are exempt); 0 for no limit. */
  DATABASE_STATEMENT_TIMEOUT_MS: int(0, 3_600_000).default(30_000),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(60, 86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: int(1, 365).default(30),
  /** The first admin of an empty database; required in production (checked for strength there). */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  /** Default true for the demo; refused in production. */
  SEED_DEMO_DATA: bool.optional(),
  /** Requests of the demo agency a first demo start seeds (0: the admin and the catalog only). */
  DEMO_REQUESTS: int(0, 5000).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable text on a terminal outside production, one JSON object per line otherwise. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** Bearer token that opens /api/metrics (Prometheus); without it the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Shed requests (503 OVERLOADED) while the event loop lags more than this on average; 0: never.
   * Default 1000, off with NODE_ENV=test (test files run many apps in one busy process).
   */
  MAX_EVENT_LOOP_DELAY_MS: int(0, 60_000).optional(),
  /** Shed requests while the V8 heap holds more than this; default 90% of its limit, 0: never. */
  MAX_HEAP_USED_BYTES: int(0, 2 ** 50).optional(),
  /** Shed requests while the event loop is busier than this fraction (0–1); 0: never. */
  MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /**
   * Largest JSON body a route takes (413 past it); a visa's create and update take up to 1 MB for
   * their rich-text descriptions. Uploads are multipart and keep their own limits.
   */
  JSON_BODY_LIMIT_BYTES: int(1024, 1024 * 1024).default(65_536),
  /** The request line and headers must arrive within this (slow clients, slowloris). */
  HEADERS_TIMEOUT_MS: int(100, 600_000).default(10_000),
  /** The whole request, body included, must arrive within this; responses are not limited. */
  REQUEST_TIMEOUT_MS: int(100, 3_600_000).default(120_000),
  /** A connection on which nothing moves either way for this long is closed; 0: never. */
  CONNECTION_IDLE_TIMEOUT_MS: int(0, 3_600_000).default(60_000),
  /** How long an idle kept-alive connection stays open (longer than the load balancer's). */
  KEEP_ALIVE_TIMEOUT_MS: int(1_000, 600_000).default(72_000),
  LOGIN_RATE_LIMIT_MAX: int(1, 100_000).default(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: int(1, 86_400).default(60),
  /** Public tracking lookups per reference and per passport number or email, from any address. */
  TRACKING_RATE_LIMIT_MAX: int(1, 100_000).default(10),
  TRACKING_RATE_LIMIT_WINDOW_SECONDS: int(1, 604_800).default(3600),
  CAPTCHA_AFTER_FAILURES: int(1, 100).default(3),
  /** Proof-of-work size: the browser derives up to this many PBKDF2 keys (docs/decisions/0010). */
  CAPTCHA_DIFFICULTY: int(1, 1_000_000).default(1000),
  /**
   * How long a device cookie (issued at each sign-in) keeps that browser out of its account's lock
   * (docs/decisions/0030); 0 issues none and honours none.
   */
  DEVICE_COOKIE_DAYS: int(0, 3650).default(180),
  /** Every admin must enrol in two-factor sign-in; until then their token only reaches enrolment. */
  ADMIN_2FA_REQUIRED: bool.default(false),
  /** false, a hop count, or proxy addresses/CIDRs; `true` is refused (see lib/security/trust-proxy.ts). */
  TRUST_PROXY: trustProxySchema.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  IMAGE_MAX_BYTES: int(1024, 50 * 1024 * 1024).default(5 * 1024 * 1024),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  DOCUMENT_MAX_BYTES: int(1024, 100 * 1024 * 1024).default(10 * 1024 * 1024),
  /** What one applicant may upload (apps/api/src/modules/requests/upload-quota.ts): per request, … */
  APPLICANT_UPLOADS_PER_REQUEST: int(1, 1_000).default(20),
  APPLICANT_UPLOAD_MB_PER_REQUEST: int(1, 10_000).default(60),
  /** … across all their requests (documents they still have), … */
  APPLICANT_UPLOADS_TOTAL: int(1, 100_000).default(300),
  APPLICANT_UPLOAD_MB_TOTAL: int(1, 1_000_000).default(1_000),
  /** … and in any hour, removed documents included. */
  APPLICANT_UPLOADS_PER_HOUR: int(1, 10_000).default(60),
  APPLICANT_UPLOAD_MB_PER_HOUR: int(1, 100_000).default(200),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_CLIENT_EMAIL: z.email().optional(),
  FIREBASE_PRIVATE_KEY: z
    .string()
    .includes('PRIVATE KEY', { message: 'must be a PEM private key' })
    .optional(),
  /** Where applicants' browsers reach this server; payment providers send them back here. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Where applicants' browsers reach the applicant portal: the links in applicants' mails
   * (domain/request-lifecycle). Default http://localhost:3001; production warns when it is not set.
   */
  /**
   * A second port serving the applicant portal (its pages and the same /api). Default PORT + 1
   * outside production, none in production unless set; `off` for none.
   */
  PORTAL_PORT: z.union([z.literal('off'), int(0, 65535)]).optional(),
  /** Host names answered with the portal on any port (production: apply.example.iq), comma-separated. */
  PORTAL_HOSTNAMES: z
    .string()
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, 'must be host names separated by commas')
    .optional(),
  PORTAL_DIST_DIR: z.string().optional(),
  /**
   * The agency's time zone (IANA name): every date and time the product shows, mails and exports
   * write, and every "today" the rules and the dashboard count, is on this clock (ADR 0033).
   */
  AGENCY_TIME_ZONE: z
    .string()
    .default('Asia/Baghdad')
    .refine(isTimeZone, 'must be an IANA time zone name, e.g. Asia/Baghdad')
    .transform(canonicalTimeZone),
  /**
   * Where applicants' browsers reach the portal: its links and the links in applicants' mails
   * (domain/request-lifecycle). Default http://localhost:<PORTAL_PORT>; production warns when it is
   * not set.
   */
  PORTAL_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  /** auto: the built-in sandbox serves a provider that has no credentials (refused in production). */
  PAYMENT_SANDBOX: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * In production, PAYMENT_SANDBOX=true also needs this exact phrase: the sandbox lets an
   * applicant mark a group Paid with one form post, so one setting left over must not open it.
   */
  PAYMENT_SANDBOX_ACKNOWLEDGE: z.string().optional(),
  ZAINCASH_BASE_URL: z.url().default('https://test.zaincash.iq'),
  ZAINCASH_MERCHANT_ID: z.string().min(1).optional(),
  ZAINCASH_SECRET: z.string().min(16).optional(),
  ZAINCASH_MSISDN: z
    .string()
    .regex(/^\d{10,15}$/, 'must be the wallet number, digits only')
    .optional(),
  ZAINCASH_MIN_AMOUNT: int(0, 100_000_000).default(1000),
  QICARD_BASE_URL: z.url().default('https://uat-sandbox-3ds-api.qi.iq/api/v1'),
  QICARD_USERNAME: z.string().min(1).optional(),
  QICARD_PASSWORD: z.string().min(1).optional(),
  QICARD_TERMINAL_ID: z.string().min(1).optional(),
  QICARD_PUBLIC_KEY: z.string().includes('PUBLIC KEY', { message: 'must be a PEM public key' }).optional(),
  PAYMENT_TIMEOUT_MS: int(500, 60_000).default(10_000),
  /** smtp://user:pass@host:587 or smtps://…; without it mails go to the recording outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('VisaDesk <no-reply@visadesk.test>'),
  /** Retries of a mail after its first attempt, with exponential backoff (jobs/mail.ts). */
  MAIL_RETRY_LIMIT: int(0, 30).default(8),
  /** Wait before a mail's first retry; each retry waits about twice as long as the one before. */
  MAIL_RETRY_DELAY_SECONDS: int(1, 3600).default(15),
  /** How often an idle job worker looks for new jobs (one enqueued on this instance wakes it at once). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Connections of the job queue's own pool on PostgreSQL (besides DATABASE_POOL_SIZE). */
  JOBS_POOL_SIZE: int(1, 50).default(2),
  /**
   * After SIGTERM: keep serving this long with readiness at 503, so load balancers stop routing here
   * before connections are refused. Default 5 s in production, 0 otherwise (Ctrl-C stops a demo at once).
   */
  SHUTDOWN_DELAY_MS: int(0, 120_000).optional(),
  /** Then: how long in-flight requests and exports may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_MS: int(0, 600_000).default(25_000),
});

export type Env = z.infer<typeof envSchema>;

/** The applicant portal of a demo (its dev server); production should set PORTAL_URL. */
export const DEMO_PORTAL_URL = 'http://localhost:3001';

function portalPort(env: Env): number | null {
  if (env.PORTAL_PORT === 'off') return null;
  if (env.PORTAL_PORT !== undefined) return env.PORTAL_PORT;
  return env.NODE_ENV === 'production' ? null : env.PORT + 1;
}

/** Where a demo's portal answers: its second port on this machine. */
function demoPortalUrl(env: Env): string {
  const port = portalPort(env);
  return port ? `http://localhost:${port}` : DEMO_PORTAL_URL;
}

export interface Config
  extends Omit<
    Env,
    | 'JWT_SECRET'
    | 'WEB_DIST_DIR'
    | 'HOST'
    | 'SEED_DEMO_DATA'
    | 'SHUTDOWN_DELAY_MS'
    | 'PORTAL_URL'
    | 'PORTAL_PORT'
    | 'PORTAL_HOSTNAMES'
    | 'PORTAL_DIST_DIR'
  > {
  /** The portal's own port, or null when it is served only by host name (or not at all). */
  PORTAL_PORT: number | null;
  PORTAL_HOSTNAMES: string[];
  PORTAL_DIST_DIR: string;
  SHUTDOWN_DELAY_MS: number;
  /** The applicant portal's address without a trailing slash (PORTAL_URL, else the demo's). */
  PORTAL_URL: string;
  JWT_SECRET: string;
  HOST: string;
  SEED_DEMO_DATA: boolean;
  WEB_DIST_DIR: string;
  MIGRATIONS_DIR: string;
  SEED_ASSETS_DIR: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

// Both src/ (tsx) and dist/ (bundle) sit two levels below the repository's apps/ folder.
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../../..');
/** The migrations, found from this file so a bundled server or backup CLI finds them too. */
export const MIGRATIONS_DIR = join(repoRoot, 'packages/db/migrations');

/**
 * The schema's verdict on each variable, and an environment to run the later checks on (production
 * rules, settings that go together) even when some variables are invalid, so that one start names
 * every problem: an invalid variable keeps its raw text there, and problems naming it are dropped.
 */
function parseEnv(raw: Record<string, unknown>): {
  env: Env;
  invalid: { problems: string[]; names: string[] };
} {
  const parsed = envSchema.safeParse(raw);
  if (parsed.success) return { env: parsed.data, invalid: { problems: [], names: [] } };
  const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
  const lenient = envSchema.extend(Object.fromEntries(names.map((name) => [name, z.unknown()])));
  return {
    env: lenient.parse(raw) as Env,
    invalid: {
      problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      names,
    },
  };
}

/** Whether a problem (`A, B_*: …`) is about one of these variables. */
function namesAny(problem: string, names: string[]): boolean {
  const subjects = problem.slice(0, problem.indexOf(':')).split(/,\s*/);
  return subjects.some((subject) =>
    names.some((name) => (subject.endsWith('*') ? name.startsWith(subject.slice(0, -1)) : name === subject)),
  );
}

/** Parses the environment, reporting every bad variable at once rather than the first. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const { env, invalid } = parseEnv(raw);
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET)
    problems.push('JWT_SECRET: required when NODE_ENV=production');
  if (env.NODE_ENV === 'production' && env.CAPTCHA_DIFFICULTY < 100)
    problems.push('CAPTCHA_DIFFICULTY: at least 100 in production (lower values are for tests)');
  const firebase = [env.FIREBASE_PROJECT_ID, env.FIREBASE_CLIENT_EMAIL, env.FIREBASE_PRIVATE_KEY];
  if (firebase.some(Boolean) && !firebase.every(Boolean)) {
    problems.push(
      'FIREBASE_*: set FIREBASE_PROJECT_ID, FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY together',
    );
  }
  const zain = [env.ZAINCASH_MERCHANT_ID, env.ZAINCASH_SECRET, env.ZAINCASH_MSISDN];
  if (zain.some(Boolean) && !zain.every(Boolean)) {
    problems.push('ZAINCASH_*: set ZAINCASH_MERCHANT_ID, ZAINCASH_SECRET and ZAINCASH_MSISDN together');
  }
  const qi = [env.QICARD_USERNAME, env.QICARD_PASSWORD, env.QICARD_TERMINAL_ID, env.QICARD_PUBLIC_KEY];
  if (qi.some(Boolean) && !qi.every(Boolean)) {
    problems.push(
      'QICARD_*: set QICARD_USERNAME, QICARD_PASSWORD, QICARD_TERMINAL_ID and QICARD_PUBLIC_KEY together',
    );
  }
  const missingProvider = !zain.every(Boolean) || !qi.every(Boolean);
  if (env.NODE_ENV === 'production' && env.PAYMENT_SANDBOX === 'auto' && missingProvider) {
    problems.push(
      'PAYMENT_SANDBOX: a payment provider has no credentials; set them, or PAYMENT_SANDBOX=true to run the test sandbox in production on purpose, or PAYMENT_SANDBOX=false to run without that provider',
    );
  }
  if (
    env.NODE_ENV === 'production' &&
    env.PAYMENT_SANDBOX === 'true' &&
    missingProvider &&
    env.PAYMENT_SANDBOX_ACKNOWLEDGE !== SANDBOX_ACKNOWLEDGEMENT
  ) {
    problems.push(
      `PAYMENT_SANDBOX_ACKNOWLEDGE: PAYMENT_SANDBOX=true in production lets applicants mark their requests Paid without paying; to run it anyway set PAYMENT_SANDBOX_ACKNOWLEDGE=${SANDBOX_ACKNOWLEDGEMENT}`,
    );
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS)
    problems.push('HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  problems.push(...startPolicyProblems(env));
  // The checks above ran on the valid variables; a problem naming an invalid one is already told.
  const reported = [...invalid.problems, ...problems.filter((p) => !namesAny(p, invalid.names))];
  if (reported.length > 0) throw new ConfigError(reported);
  return {
    ...env,
    HOST: defaultHost(env),
    SEED_DEMO_DATA: seedsDemoData(env),
    SHUTDOWN_DELAY_MS: env.SHUTDOWN_DELAY_MS ?? (env.NODE_ENV === 'production' ? 5_000 : 0),
    PORTAL_PORT: portalPort(env),
    PORTAL_HOSTNAMES: (env.PORTAL_HOSTNAMES ?? '')
      .split(',')
      .filter(Boolean)
      .map((h) => h.toLowerCase()),
    PORTAL_DIST_DIR: resolve(env.PORTAL_DIST_DIR ?? join(repoRoot, 'apps/portal/dist')),
    PORTAL_URL: (env.PORTAL_URL ?? demoPortalUrl(env)).replace(/\/+$/, ''),
    DATA_DIR: resolve(env.DATA_DIR),
    JWT_SECRET: env.JWT_SECRET ?? localSecret(resolve(env.DATA_DIR)),
    WEB_DIST_DIR: resolve(env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist')),
    MIGRATIONS_DIR,
    SEED_ASSETS_DIR: join(repoRoot, 'apps/api/seed-assets'),
  };
}

/**
 * Outside production a missing JWT_SECRET is generated once and kept in the data directory,
 * so sessions survive restarts without anyone having to invent a secret for a demo.
 */
function localSecret(dataDir: string): string {
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
