import { join } from 'node:path';
import { createDb } from '@visadesk/db';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { DEMO_ADMIN_EMAIL, seedDemoData } from './seed/index';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`VisaDesk cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await createDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : join(config.DATA_DIR, 'pglite'),
  poolSize: config.DATABASE_POOL_SIZE,
  migrationsFolder: config.MIGRATIONS_DIR,
});
await database.migrate();

const app = await buildApp({ config, database, version: process.env.npm_package_version });

if (config.SEED_DEMO_DATA) {
  const { adminCreated } = await seedDemoData(app);
  if (adminCreated) {
    // Printed once, on the start that created the account; never logged again.
    console.warn(
      `\n  Demo admin created: ${DEMO_ADMIN_EMAIL} / ${config.ADMIN_PASSWORD}\n  Change this password before real use.\n`,
    );
  }
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  // The app first (its hooks still use the database), then the database.
  await app.close();
  await database.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`VisaDesk is running at http://localhost:${config.PORT} (database: ${database.driver})`);
