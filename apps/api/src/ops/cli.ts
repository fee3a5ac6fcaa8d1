// `npm run backup -- [folder] [--force]` and `npm run restore -- <backup-folder> [--force]`
// (docs/operations.md, "Backup and restore"). They read DATA_DIR, DATABASE_URL, S3_BUCKET and
// JWT_SECRET like the server does.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from './backup/create';
import { restoreBackup } from './backup/restore';
import { BackupError, opsSettings } from './backup/settings';

const usage = `Usage:
  npm run backup -- [folder] [--force]        write visadesk-backup-<time>/ into folder (default ./backups)
  npm run restore -- <backup-folder> [--force] restore into DATA_DIR (and DATABASE_URL), which must be empty`;

// npm runs scripts from the repository's root; paths typed by the operator mean their own folder.
const typed = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const [command, path, ...rest] = positionals;
  if (values.help || rest.length > 0 || (command !== 'backup' && command !== 'restore')) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const settings = opsSettings();
  if (command === 'backup') {
    const { path: written, manifest } = await createBackup(settings, typed(path ?? './backups'), {
      force: values.force,
    });
    const files =
      manifest.files.storage === 'local'
        ? `${manifest.files.count} files (${manifest.files.bytes} bytes)`
        : `files stay in the bucket ${manifest.files.bucket} (back it up with its versioning or replication)`;
    if (manifest.files.storage === 'local' && manifest.files.missing.length > 0) {
      const { missing } = manifest.files;
      console.warn(
        `WARNING: ${missing.length} documents in the database have no file in DATA_DIR/files (listed under files.missing in the manifest): ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`,
      );
    }
    console.log(
      `Backup written: ${written}\n  database: ${manifest.driver}, latest migration ${manifest.database.latestMigration}\n  requests ${manifest.counts.requests}, documents ${manifest.counts.documents}, transactions ${manifest.counts.transactions}\n  ${files}`,
    );
    return 0;
  }
  if (!path) {
    console.error(usage);
    return 2;
  }
  const result = await restoreBackup(settings, typed(path), { force: values.force });
  for (const aside of result.movedAside)
    console.log(`Moved aside: ${aside} (remove it once the restore is checked)`);
  for (const warning of result.warnings) console.warn(`WARNING: ${warning}`);
  console.log(
    `Restored into ${settings.databaseUrl ? 'DATABASE_URL and ' : ''}${settings.dataDir}\n  requests ${result.counts.requests}, documents ${result.counts.documents}, transactions ${result.counts.transactions} (as in the backup), latest migration ${result.latestMigration}\n  ${result.files} files`,
  );
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof BackupError) && !(error instanceof TypeError && 'code' in error)) throw error;
  console.error(`${error.message}`);
  process.exitCode = 1;
}
