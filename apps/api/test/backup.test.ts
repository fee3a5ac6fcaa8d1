import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, createScratchDatabase, type DbHandle } from '@visadesk/db';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Manifest } from '../src/ops/backup/manifest';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { bearer, createAdmin, login, multipartFile, pngBytes, type TestContext } from './helpers';
import { cliArgs } from './server-bundle-args';

// Backup and restore of a whole installation (docs/operations.md): seed requests with documents
// and a payment, back up with `npm run backup`'s program, restore into an empty data directory
// (and, on PostgreSQL, an empty database), start the product there and find everything as it was.
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const onServer = process.env.VISADESK_TEST_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

const cleanups: (() => Promise<unknown>)[] = [];
let backupDir: string | undefined;
let sourceEnv: Record<string, string> | undefined;
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty place for an installation: a data directory, and a database on the PostgreSQL run. */
async function emptyInstallation(): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: mkdtempSync(join(tmpdir(), 'visadesk-backup-')) };
  if (onServer) {
    const scratch = await createScratchDatabase(onServer);
    cleanups.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
  }
  return env;
}

/** The product on an installation, as the server starts it (its data on disk, not in memory). */
async function startProduct(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmpdir(), 'visadesk-no-web-build'),
    CAPTCHA_DIFFICULTY: '10',
    LOGIN_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const database: DbHandle = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : join(config.DATA_DIR, 'pglite'),
    poolSize: 4,
    migrationsFolder: config.MIGRATIONS_DIR,
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const ctx: TestContext = { app, db: database.db, config };
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await database.close();
  };
  cleanups.push(close);
  return { ctx, close };
}

/** `npm run backup` / `npm run restore`: the same program, with the installation's settings. */
function cli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [...cliArgs(), ...args], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Snapshot {
  requests: unknown[];
  details: Record<string, unknown>;
  documents: Record<string, string>;
  transactions: unknown[];
}

/** Everything an admin sees of the requests, their documents' bytes and the transactions. */
async function snapshot(ctx: TestContext, headers: Record<string, string>): Promise<Snapshot> {
  const list = await ctx.app.inject({ url: '/api/requests/list?limit=100&sort=createdAt', headers });
  expect(list.statusCode, list.body).toBe(200);
  const requests = list.json().items as { id: string }[];
  const details: Record<string, unknown> = {};
  const documents: Record<string, string> = {};
  for (const { id } of requests) {
    const detail = await ctx.app.inject({ url: `/api/requests/one-by-admin/${id}`, headers });
    expect(detail.statusCode, detail.body).toBe(200);
    details[id] = detail.json();
    for (const doc of detail.json().documents as { id: string; url: string }[]) {
      const file = await ctx.app.inject({ url: doc.url, headers });
      expect(file.statusCode, doc.url).toBe(200);
      documents[doc.id] = file.rawPayload.toString('base64');
    }
  }
  const transactions = await ctx.app.inject({ url: '/api/transactions/findAllByAdmin?limit=100', headers });
  expect(transactions.statusCode, transactions.body).toBe(200);
  return { requests, details, documents, transactions: transactions.json().items };
}

describe(`backup and restore (${onServer ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('restores requests, documents byte for byte and transactions into an empty installation', async () => {
    const source = await emptyInstallation();
    sourceEnv = source;
    const original = await startProduct(source);
    const ctx = original.ctx;
    const { iraq, visa } = await seedCatalog(ctx);
    const admin = await createAdmin(ctx);
    const headers = bearer((await login(ctx, admin.email, admin.password)).json().access_token);
    const applicant = await registerApplicant(ctx);
    const paid = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id), traveller(iraq.id)]);
    await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
    const pdf = Buffer.from(`%PDF-1.4\n${'scan '.repeat(5000)}\n%%EOF\n`);
    for (const [i, [data, name, type]] of (
      [
        [pdf, 'passport.pdf', 'application/pdf'],
        [pngBytes(40_000), 'photo.png', 'image/png'],
      ] as const
    ).entries()) {
      const mp = multipartFile(data, name, type);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/requests/upload-document/${paid.requests[i]!.id}`,
        headers: { ...headers, ...mp.headers },
        payload: mp.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const payment = await ctx.app.inject({
      method: 'POST',
      url: '/api/gateways/record-cash-payment',
      headers,
      payload: { groupId: paid.groupId, note: 'Receipt 7' },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const before = await snapshot(ctx, headers);
    expect(before.requests).toHaveLength(3);
    expect(Object.keys(before.documents)).toHaveLength(2);
    expect(before.transactions).toHaveLength(1);

    // The embedded database is backed up with the server stopped (it refuses while it is open).
    if (!onServer) {
      const refused = await cli(['backup', join(source.DATA_DIR!, '..')], source);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain('stop VisaDesk first');
    }
    await original.close();

    const backups = mkdtempSync(join(tmpdir(), 'visadesk-backups-'));
    const backup = await cli(['backup', backups], source);
    expect(backup.code, backup.output).toBe(0);
    const [folder] = readdirSync(backups);
    expect(folder).toMatch(/^visadesk-backup-\d{4}-\d\d-\d\dT/);
    backupDir = join(backups, folder!);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest).toMatchObject({
      driver: onServer ? 'postgres' : 'pglite',
      counts: { requests: 3, documents: 2, transactions: 1 },
      files: { storage: 'local' },
      jwtSecret: { included: true },
    });
    expect(manifest.database.latestMigration).toMatch(/^\d{4}_/);
    // The demo catalog's images and the two documents, every document's file among them.
    expect(manifest.files.storage === 'local' && manifest.files.count).toBeGreaterThanOrEqual(2);
    expect(manifest.files.storage === 'local' && manifest.files.missing).toEqual([]);
    expect(backup.output).not.toContain('WARNING');

    const target = await emptyInstallation();
    const restored = await cli(['restore', backupDir], target);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('requests 3, documents 2, transactions 1 (as in the backup)');
    // A second restore into the now occupied target is refused and changes nothing.
    const again = await cli(['restore', backupDir], target);
    expect(again.code, again.output).toBe(1);
    expect(again.output).toContain('the target is not empty; nothing was restored');
    // --force replaces it (the embedded database and files are moved aside, PostgreSQL's objects
    // dropped and recreated); the product below runs on that second restore.
    const forced = await cli(['restore', backupDir, '--force'], target);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain('requests 3, documents 2, transactions 1 (as in the backup)');
    if (!onServer) {
      expect(forced.output).toMatch(/Moved aside: .*pglite\.before-restore-/);
      // Not even --force replaces an embedded database a server has open.
      const pid = join(target.DATA_DIR!, 'pglite/postmaster.pid');
      writeFileSync(pid, '-42\n');
      const open = await cli(['restore', backupDir, '--force'], target);
      expect(open.code, open.output).toBe(1);
      expect(open.output).toContain('is open; nothing was restored: stop VisaDesk first');
      rmSync(pid);
    }

    const copy = await startProduct(target);
    // The same admin signs in with the same password; the same session secret is in use.
    const signedIn = await login(copy.ctx, admin.email, admin.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const after = await snapshot(copy.ctx, bearer(signedIn.json().access_token));
    expect(after).toEqual(before);
    expect(Object.values(after.documents)).toContain(pdf.toString('base64'));
    // Tokens of the original installation stay valid: its generated signing secret came along.
    const me = await copy.ctx.app.inject({ url: '/api/admin/me', headers });
    expect(me.statusCode, me.body).toBe(200);
  }, 120_000);

  it('refuses a damaged backup before touching the target', async () => {
    expect(backupDir, 'the backup made by the test above').toBeDefined();
    const damaged = join(mkdtempSync(join(tmpdir(), 'visadesk-backups-')), 'copy');
    cpSync(backupDir!, damaged, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(damaged, 'manifest.json'), 'utf8')) as Manifest;
    const key = manifest.files.storage === 'local' ? manifest.files.list[0]!.key : '';
    writeFileSync(join(damaged, 'files', key), 'not the stored file');
    const target = await emptyInstallation();
    const res = await cli(['restore', damaged], target);
    expect(res.code, res.output).toBe(1);
    expect(res.output).toContain(`files/${key}: differs from the manifest`);
    expect(readdirSync(target.DATA_DIR!)).toEqual([]);
  }, 120_000);

  it('leaves files in a bucket to the bucket, and says so at restore', async () => {
    expect(sourceEnv, 'the installation of the first test').toBeDefined();
    const s3 = { S3_BUCKET: 'visadesk-files' };
    const backups = mkdtempSync(join(tmpdir(), 'visadesk-backups-'));
    const backup = await cli(['backup', backups], { ...sourceEnv!, ...s3 });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('files stay in the bucket visadesk-files');
    const dir = join(backups, readdirSync(backups)[0]!);
    expect(existsSync(join(dir, 'files'))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.files).toEqual({ storage: 's3', bucket: 'visadesk-files' });

    const target = await emptyInstallation();
    const restored = await cli(['restore', dir], { ...target, ...s3 });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('WARNING: files are in the bucket visadesk-files');
    expect(restored.output).toContain('requests 3, documents 2, transactions 1 (as in the backup)');
    expect(existsSync(join(target.DATA_DIR!, 'files'))).toBe(false);
  }, 120_000);

  it('names the documents whose file is missing from the files directory', async () => {
    expect(sourceEnv, 'the installation of the first test').toBeDefined();
    const privateFiles = join(sourceEnv!.DATA_DIR!, 'files/private');
    const lost = readdirSync(privateFiles).find((name) => name.endsWith('.pdf'))!;
    rmSync(join(privateFiles, lost));
    const backups = mkdtempSync(join(tmpdir(), 'visadesk-backups-'));
    const backup = await cli(['backup', backups], sourceEnv!);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`WARNING: 1 documents in the database have no file in DATA_DIR/files`);
    const dir = join(backups, readdirSync(backups)[0]!);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.files.storage === 'local' && manifest.files.missing).toEqual([`private/${lost}`]);
  }, 120_000);
});
