import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';

const PREFIX = 'visadesk_t_';

/**
 * The tag of one test run's scratch databases: this host and the pid of the run's main process
 * (`<host hash>_<pid>`). A test run sets it as VISADESK_TEST_RUN in its global setup, drops every
 * database carrying it when it ends, and at its start drops those of runs on this host whose
 * process is gone (a run that was killed before its end).
 */
export function scratchRunTag(pid = process.pid): string {
  return `${hostTag()}_${pid}`;
}

const hostTag = () => createHash('sha256').update(hostname()).digest('hex').slice(0, 6);

async function withServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a throw-away database on a PostgreSQL server so each test file runs in isolation,
 * and returns its URL and a function that drops it. Inside a test run its name carries the run's
 * tag, so the run's end removes it even when the test file could not.
 */
export async function createScratchDatabase(
  serverUrl: string,
  /** A database to copy (one nobody is connected to), e.g. a migrated one; else an empty one. */
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const run = process.env.VISADESK_TEST_RUN;
  const name = `${PREFIX}${run ? `${run}_` : ''}${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^[a-z0-9_]+$/.test(template))
    throw new Error(`bad template name ${template}`);
  await withServer(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(),
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the scratch databases of one run (`run` given), or of every run on this host whose main
 * process no longer exists and which nobody is connected to. Returns the names dropped.
 */
export async function dropScratchDatabases(serverUrl: string, run?: string): Promise<string[]> {
  return withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ name: string; connections: number }>(
      `select d.datname as name,
              (select count(*) from pg_stat_activity a where a.datname = d.datname)::int as connections
         from pg_database d where d.datname like $1`,
      [`${PREFIX}${run ?? hostTag()}\\_%`],
    );
    const doomed = rows.filter((row) => {
      if (run) return true;
      const pid = Number(/^visadesk_t_[0-9a-f]{6}_(\d+)_[0-9a-f]{12}$/.exec(row.name)?.[1]);
      return Number.isInteger(pid) && pid > 0 && !isAlive(pid) && row.connections === 0;
    });
    for (const { name } of doomed) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return doomed.map((d) => d.name);
  });
}
