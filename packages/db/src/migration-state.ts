import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/**
 * What drizzle records per applied migration, on PGlite and PostgreSQL alike: a row in
 * `drizzle.__drizzle_migrations` with the sha256 of the migration's file (`hash`) and the
 * journal's `when` of that migration (`created_at`, milliseconds). drizzle applies every journal
 * entry whose `when` is later than the newest `created_at`, all in one transaction.
 */
export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

/** One migration this code ships (packages/db/migrations/meta/_journal.json). */
export interface KnownMigration {
  tag: string;
  when: number;
  hash: string;
}

export interface MigrationState {
  /**
   * `current`: the code's newest migration is applied and nothing newer; `behind`: the code has
   * migrations the database lacks; `ahead`: the database has a migration this code does not know.
   */
  status: 'current' | 'behind' | 'ahead';
  code: { count: number; newest: string };
  database: { count: number; newest: string | null };
  /** Set when status is `ahead`: a sentence naming both versions. */
  problem?: string;
}

export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** The journal's entries with the hash drizzle records for each (it hashes the file as read). */
export function knownMigrations(migrationsFolder: string): KnownMigration[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, i) => ({ tag: entry.tag, when: entry.when, hash: files[i]!.hash }));
}

const at = (ms: number) => new Date(ms).toISOString();

function describeKnown(m: KnownMigration) {
  return `${m.tag} (created_at ${m.when}, ${at(m.when)})`;
}

/**
 * Compares the migrations a database has applied with the ones this code knows. A database
 * whose newest row is later than the code's newest migration, or which has more rows than the
 * journal has entries, was migrated by a newer VisaDesk: running older code on it could write
 * rows the newer schema does not expect, so the start refuses. (A row whose hash differs from a
 * known migration's with the same created_at is a file edited after it was applied in a
 * development database; drizzle itself ignores that, and so does this check.)
 */
export function compareMigrations(known: KnownMigration[], applied: AppliedMigration[]): MigrationState {
  const newestKnown = known[known.length - 1]!;
  const newestApplied = applied.reduce<AppliedMigration | undefined>(
    (a, b) => (!a || b.createdAt > a.createdAt ? b : a),
    undefined,
  );
  const code = { count: known.length, newest: newestKnown.tag };
  const byWhen = new Map(known.map((m) => [m.when, m]));
  const appliedName = (m: AppliedMigration) => byWhen.get(m.createdAt)?.tag ?? `created_at ${m.createdAt}`;
  const database = {
    count: applied.length,
    newest: newestApplied ? appliedName(newestApplied) : null,
  };
  const unknown = applied.filter((m) => !byWhen.has(m.createdAt) && m.createdAt > newestKnown.when);
  if (unknown.length > 0 || applied.length > known.length) {
    const newest = newestApplied!;
    const theirs = byWhen.has(newest.createdAt)
      ? `${applied.length} applied migrations (this code has ${known.length})`
      : `migration created_at ${newest.createdAt} (${at(newest.createdAt)}, hash ${newest.hash.slice(0, 12)}…), ${applied.length} applied migrations in all`;
    return {
      status: 'ahead',
      code,
      database,
      problem:
        `The database was migrated by a newer VisaDesk than this one: the database has ${theirs}; ` +
        `this code's newest migration is ${describeKnown(newestKnown)}, ${known.length} migrations in all. ` +
        'Start the VisaDesk version that migrated it (or newer), or restore a backup taken before that migration.',
    };
  }
  const current = newestApplied !== undefined && newestApplied.createdAt >= newestKnown.when;
  return { status: current ? 'current' : 'behind', code, database };
}

/** Raised by migrate() when the database is ahead of the code; its message names both versions. */
export class SchemaTooNewError extends Error {
  constructor(readonly state: MigrationState) {
    super(state.problem);
    this.name = 'SchemaTooNewError';
  }
}
