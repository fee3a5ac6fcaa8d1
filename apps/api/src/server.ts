import { join } from 'node:path';
import { createDb, SchemaTooNewError } from '@visadesk/db';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { prepareDatabase } from './boot/database-start';
import { whenParentGone } from './boot/parent-watch';
import { startLog, startLogFromEnv } from './boot/start-log';
import { type Config, ConfigError, loadConfig } from './config';
import { TotalsZoneRefused } from './modules/transactions/totals-zone';
import { listenPortal, portalPortOf } from './portal-server';
import { retireDemoAdmin } from './seed/demo-admin-in-production';
import { createFirstAdmin, StartRefused } from './seed/first-admin';
import { DEMO_ADMIN_EMAIL, demoAdminPassword, demoApplicantPassword, seedDemoData } from './seed/index';
import { demoBanner, demoNotice, productionWarnings } from './start-banner';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      startLogFromEnv().error(`VisaDesk cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// Lines outside any request: JSON like the request logs when the log format is json.
const log = startLog(config);
const database = await createDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : join(config.DATA_DIR, 'pglite'),
  poolSize: config.DATABASE_POOL_SIZE,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  migrationsFolder: config.MIGRATIONS_DIR,
});
// Connections lost before the app takes over this report (plugins/errors.ts).
database.onConnectionLost?.((lost) =>
  log.warn(`database connection lost (${lost.connections}): ${lost.reason}`),
);
try {
  // Migrations (one instance at a time), then the daily totals on the agency's days.
  await prepareDatabase(database, config, log);
} catch (error) {
  if (!(error instanceof SchemaTooNewError || error instanceof TotalsZoneRefused)) throw error;
  log.error(`VisaDesk cannot start.\n  - ${error.message}`);
  await database.close();
  process.exit(1);
}

const app = await buildApp({ config, database, version: process.env.npm_package_version });

if (config.NODE_ENV === 'production') {
  // Production never seeds demo data; its first admin comes only from ADMIN_EMAIL/ADMIN_PASSWORD.
  try {
    const { created } = await createFirstAdmin(app);
    if (created) log.info(`First admin created: ${created}`);
    // A database the demo created keeps its published accounts until someone retires them.
    const retired = await retireDemoAdmin(app.db, config);
    if (retired.created) log.info(`First admin created: ${retired.created}`);
    if (retired.deactivated.length + retired.applicants > 0) {
      // Counts only: no address of anyone reaches the log.
      log.info(
        `Accounts with a published demo password retired: ${retired.deactivated.length} admin(s) deactivated, ${retired.applicants} applicant(s) given a password nobody knows; their sessions ended`,
      );
    }
  } catch (error) {
    if (!(error instanceof StartRefused)) throw error;
    log.error(`VisaDesk cannot start.\n  - ${error.message}`);
    await app.close();
    await database.close();
    process.exit(1);
  }
  for (const warning of productionWarnings(config)) log.warn(`WARNING: ${warning}`);
} else {
  // A banner on a terminal; its lines as one message in a JSON log.
  log.warn(log.format === 'pretty' ? demoBanner(config) : demoNotice(config).join('\n'));
  // With SEED_DEMO_DATA=false only the demo admin (seed/index.ts).
  const { adminCreated, agency } = await seedDemoData(app, { requests: config.DEMO_REQUESTS });
  if (adminCreated) {
    // Printed once, on the start that created the accounts; never logged again.
    const lines = [`Demo admin created: ${DEMO_ADMIN_EMAIL} / ${demoAdminPassword(config)}`];
    if (agency)
      lines.push(
        `Demo applicant: ${agency.applicantEmail} / ${demoApplicantPassword(config)} (one of ${agency.applicants} applicants with ${agency.requests} requests, seeded in ${(agency.ms / 1000).toFixed(1)} s)`,
      );
    lines.push(`Change ${agency ? 'these passwords' : 'this password'} before real use.`);
    log.warn(log.format === 'pretty' ? `\n  ${lines.join('\n  ')}\n` : lines.join('. '));
  }
}

// SIGTERM/SIGINT: readiness answers 503 at once; after SHUTDOWN_DELAY_MS (time for load balancers
// to notice) the server stops accepting, ends event streams with a reconnect hint, lets in-flight
// requests and exports finish for up to SHUTDOWN_GRACE_MS, cuts what is left, releases the database.
const { SHUTDOWN_DELAY_MS: drainDelay, SHUTDOWN_GRACE_MS: grace } = config;
let portalServer: Awaited<ReturnType<typeof listenPortal>> = null;
// Its own messages (a forced exit) go to the log too, never to a console that may block or fail.
const closeLog = {
  error: (what: unknown) =>
    what instanceof Error ? app.log.error({ err: what }, 'closing failed') : app.log.error(String(what)),
};
let closing = false;
const closer = closeWithGrace(
  { delay: drainDelay + grace + 5_000, logger: closeLog },
  async ({ signal, err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal: signal ?? 'parent-gone', delayMs: drainDelay, graceMs: grace }, 'closing');
    app.lifecycle.shuttingDown = true;
    if (!err && drainDelay > 0) await new Promise((resolve) => setTimeout(resolve, drainDelay));
    const cut = setTimeout(() => {
      app.log.warn({ graceMs: grace }, 'shutdown grace is over: closing the connections still open');
      app.server.closeAllConnections();
      portalServer?.closeAllConnections();
    }, grace);
    // A keep-alive connection whose request finishes after the close began would otherwise stay
    // open until its idle timeout; close each one as soon as it goes idle.
    const reap = setInterval(() => {
      app.server.closeIdleConnections();
      portalServer?.closeIdleConnections();
    }, 250);
    // The portal's port stops accepting with the main one; the app first (its hooks still use the
    // database), then the database.
    const portalClosed = portalServer
      ? new Promise((resolve) => portalServer?.close(resolve))
      : Promise.resolve();
    await app.close();
    await portalClosed;
    clearTimeout(cut);
    clearInterval(reap);
    await database.close();
  },
);

// Under npm (`npm start`, `npm run start:prod`) this process's parent is npm's `sh -c`, and a
// SIGTERM sent to npm alone reaches that shell only, which dies without passing it on: left
// running, the server would have no one to stop it. It stops as if it had been signalled.
if (process.env.npm_lifecycle_event) {
  whenParentGone(() => {
    if (!closing) closer.close();
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
portalServer = await listenPortal(app, config);
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
log.info(
  `VisaDesk is running at http://${shownHost}:${config.PORT} (listening on ${config.HOST}, database: ${database.driver}, ${config.NODE_ENV})`,
);
const portalPort = portalPortOf(portalServer);
if (portalPort) log.info(`The applicant portal is at http://${shownHost}:${portalPort}`);
if (config.PORTAL_HOSTNAMES.length > 0) {
  log.info(`The applicant portal answers on ${config.PORTAL_HOSTNAMES.join(', ')}`);
}
