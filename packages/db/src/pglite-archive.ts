import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export type SqlQuery = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const extensions = { pg_trgm, unaccent };

/**
 * An embedded database's backup is PGlite's own dump: a gzipped tarball of its data directory,
 * taken through PGlite while no server has the directory open. `inspect` reads what the backup's
 * manifest records from the same opened database, before the dump.
 */
export async function dumpPgliteDataDir<T>(
  dataDir: string,
  inspect: (query: SqlQuery) => Promise<T>,
): Promise<{ archive: Buffer; facts: T }> {
  const client = await PGlite.create(dataDir, { extensions });
  try {
    const facts = await inspect((text) => client.query(text));
    const archive = await client.dumpDataDir('gzip');
    return { archive: Buffer.from(await archive.arrayBuffer()), facts };
  } finally {
    await client.close();
  }
}

/** Unpacks a dumpPgliteDataDir() archive into an empty directory, opens it and inspects it. */
export async function loadPgliteDataDir<T>(
  dataDir: string,
  archive: Buffer,
  inspect: (query: SqlQuery) => Promise<T>,
): Promise<T> {
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(archive)]),
    extensions,
  });
  try {
    return await inspect((text) => client.query(text));
  } finally {
    await client.close();
  }
}
