import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@visadesk/contract';
import type { Db, DbHandle } from '@visadesk/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { loggerOptions } from './boot/logger';
import { serverTimeoutOptions } from './boot/server-timeouts';
import type { Config } from './config';
import { clientErrorHandler } from './lib/http/client-errors';
import { AppError } from './lib/http/errors';
import { LARGEST_BODY_BYTES } from './lib/http/json-limits';
import { requestId } from './lib/http/request-id';
import { responseSerializerCompiler } from './lib/http/response-serializer';
import type { Mailer } from './lib/mail/outgoing-mail';
import type { Notifier } from './lib/push/notifier';
import { TokenSigner } from './lib/security/tokens';
import { trustProxyOption } from './lib/security/trust-proxy';
import { adminRoutes } from './modules/admins/routes';
import { applicantRoutes } from './modules/applicant/routes';
import { authRoutes } from './modules/auth/routes';
import { countryRoutes } from './modules/countries/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { eventRoutes } from './modules/events/routes';
import { fileRoutes } from './modules/files/routes';
import { firebaseRoutes } from './modules/firebase/routes';
import { paymentRoutes } from './modules/payments/routes';
import { sandboxRoutes } from './modules/payments/sandbox-routes';
import { requestRoutes } from './modules/requests/routes';
import { trackingLimitPlugin } from './modules/requests/tracking-limit';
import { healthRoutes } from './modules/system/health';
import { systemRoutes } from './modules/system/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { transactionRoutes } from './modules/transactions/routes';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { userRoutes } from './modules/users/routes';
import { visaRequirementRoutes } from './modules/visa-requirements/routes';
import { visaRoutes } from './modules/visas/routes';
import { authPlugin } from './plugins/auth';
import { closingPlugin } from './plugins/closing';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { eventHubPlugin } from './plugins/event-hub';
import { idempotencyPlugin } from './plugins/idempotency';
import { type JobsPluginOptions, jobsPlugin } from './plugins/jobs';
import { mailerPlugin } from './plugins/mailer';
import { metricsPlugin } from './plugins/metrics';
import { notifierPlugin } from './plugins/notifier';
import { overloadPlugin } from './plugins/overload';
import { paymentsPlugin } from './plugins/payments';
import { portalPlugin } from './plugins/portal';
import { requestContextPlugin } from './plugins/request-context';
import { spaPlugin } from './plugins/spa';
import { storagePlugin } from './plugins/storage/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbHandle: DbHandle;
    signer: TokenSigner;
    appVersion: string;
  }
}

export interface BuildOptions {
  config: Config;
  database: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests capture the default logger's lines (with its redactions) in memory. */
  logStream?: { write(line: string): void };
  /** How often open event streams re-check their listener (tests use ~100 ms). */
  eventStreamCheckMs?: number;
  /** How long a session's state is trusted before the auth check reads it again (tests use 0). */
  sessionCacheMs?: number;
  /** Tests pass a recording notifier to read what was sent. */
  notifier?: Notifier;
  /** Tests pass an outbox mailer to read what was sent. */
  mailer?: Mailer;
  /** The job queue's worker (on unless `worker: false`) and its poll interval. */
  jobs?: JobsPluginOptions;
  version?: string;
}

/**
 * The Redis client of the rate limiter. A command gives up after one failed reconnect or 1 s
 * without an answer, so a Redis that is down or silent delays a request by a second at most;
 * ioredis keeps reconnecting meanwhile. Its going and coming back are logged once each.
 */
function rateLimitRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000 });
  let down = false;
  redis.on('error', (err: Error & { code?: string }) => {
    if (down) return;
    down = true;
    app.log.warn(
      { reason: err.code ?? err.message },
      'rate-limit store unavailable: requests are let through uncounted until Redis is back',
    );
  });
  redis.on('ready', () => {
    if (down) app.log.info('rate-limit store (Redis) is back');
    down = false;
  });
  app.addHook('onClose', async () => void redis.disconnect());
  return redis;
}

/** Builds the whole server as a plugin tree; it never listens, so tests drive it with inject(). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // JSON lines with redactions (pino-pretty on a demo terminal): boot/logger.ts.
    logger: options.logger ?? loggerOptions(config, options.logStream),
    // A safe incoming X-Request-Id or a new UUID; logged as `reqId`, answered in X-Request-Id.
    genReqId: requestId,
    // One line per request, written when it completes (plugins/request-context.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Slow clients: header, whole-request and idle-connection timeouts (boot/server-timeouts.ts).
    ...serverTimeoutOptions(config),
    // false, a hop count or the proxies' addresses: never `true`, which lets clients pick their address.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // JSON bodies are held to JSON_BODY_LIMIT_BYTES unless a route says more (plugins/errors.ts).
    bodyLimit: LARGEST_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // Bad URLs and over-long path segments get the contract's error body too.
    frameworkErrors,
    // On close: idle keep-alive connections are closed at once, and a request arriving on a busy
    // one gets 503 SHUTTING_DOWN with `Connection: close` while in-flight requests finish
    // (plugins/closing.ts, in the contract's shape; see server.ts).
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Requests Node refuses before Fastify reads them (too slow: 408) in the contract's shape.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('dbHandle', options.database);
  app.decorate('db', options.database.db);
  app.decorate('signer', new TokenSigner(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS));
  app.decorate('appVersion', options.version ?? '0.1.0');

  // First: every later hook, error and 404 has the request id header already set.
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(closingPlugin);
  // Before any other work: a shed request costs next to nothing.
  await app.register(overloadPlugin);
  // Prometheus metrics at /api/metrics when METRICS_TOKEN is set.
  await app.register(metricsPlugin);
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(cookie);
  // API responses are compressed on the fly at a cheap brotli level; static files come precompressed.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const redis = config.REDIS_URL ? rateLimitRedis(app, config.REDIS_URL) : undefined;
  await app.register(rateLimit, {
    global: false,
    // Fail open while the shared counter store is down (logged by rateLimitRedis): refusing every
    // sign-in for a cache would be worse, and what guards passwords still holds, as it lives in
    // the database (per-account failures: captcha, then lockout; modules/auth/login-guard.ts).
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'visadesk-rl-' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        ErrorCode.RATE_LIMITED,
        `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      ),
  });
  // The public tracking lookup's shared counters (API route and portal pages alike).
  await app.register(trackingLimitPlugin);
  await app.register(authPlugin, { sessionCacheMs: options.sessionCacheMs });
  await app.register(storagePlugin);
  await app.register(notifierPlugin, { notifier: options.notifier });
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(mailerPlugin, { mailer: options.mailer });
  await app.register(eventHubPlugin, { principalCheckMs: options.eventStreamCheckMs });
  await app.register(paymentsPlugin);
  // Before the routes: it reads their `idempotent` option as they are added.
  await app.register(idempotencyPlugin);
  await app.register(docsPlugin);
  await app.register(systemRoutes);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(adminRoutes);
  await app.register(userRoutes);
  await app.register(countryRoutes);
  await app.register(visaRequirementRoutes);
  await app.register(visaRoutes);
  await app.register(fileRoutes);
  await app.register(requestRoutes);
  await app.register(applicantRoutes);
  await app.register(paymentRoutes);
  await app.register(sandboxRoutes);
  await app.register(transactionRoutes);
  await app.register(dashboardRoutes);
  await app.register(eventRoutes);
  await app.register(ticketRoutes);
  await app.register(firebaseRoutes);
  await app.register(portalPlugin);
  await app.register(spaPlugin);
  return app;
}
