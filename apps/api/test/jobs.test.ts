import { createDb, sql, users } from '@visadesk/db';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIL_JOB } from '../src/jobs/mail';
import { queueConnection } from '../src/jobs/sql';
import { accountMail } from '../src/lib/mail/account-mails';
import type { OutboxMailer } from '../src/plugins/mailer';
import { uniqueEmail, uniqueIp } from './helpers';
import { createSite, jobStates, onServer, type QueueApp, smtpSink, startApp, waitFor } from './job-fixtures';

// The durable job queue (pg-boss) and the mails it delivers, on the project's database: a PGlite
// directory on disk, or a scratch PostgreSQL database. Ports 4500-4599 are this file's.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function site(options: { restartable?: boolean } = {}) {
  const s = await createSite(options);
  cleanups.push(s.drop);
  return s;
}
async function started(...args: Parameters<typeof startApp>): Promise<QueueApp> {
  const a = await startApp(...args);
  cleanups.push(a.close);
  return a;
}
async function sink() {
  const s = smtpSink();
  cleanups.push(s.close);
  return s;
}

const register = (q: QueueApp, email: string) =>
  q.app.inject({
    method: 'POST',
    url: '/api/auth/registerUser',
    payload: { fullName: 'Zainab Ali', email, locale: 'ar' },
    remoteAddress: uniqueIp(),
  });

const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

// Each case starts apps and waits on retries: 31-40 s seen beside the browser suite on 2 cores.
const SLOW = { timeout: 90_000 };

describe('mail through the job queue and a real SMTP server', SLOW, async () => {
  const smtp = await sink();
  const port = await smtp.listen();
  const q = await started(await site(), { SMTP_URL: `smtp://127.0.0.1:${port}` });

  it('delivers the mail an API action causes, and records the job as completed', async () => {
    expect(q.app.jobs.running()).toBe(true);
    const email = uniqueEmail('queued');
    expect((await register(q, email)).statusCode).toBe(202);
    await waitFor(() => smtp.to(email).length > 0, 10_000, 'the verification mail');
    expect(smtp.to(email)).toHaveLength(1);
    expect(decoded(smtp.to(email)[0]!.raw)).toContain('/account/verify-email#token=');
    await waitFor(async () => (await jobStates(q.app, MAIL_JOB, email))[0] === 'completed');
    expect(await q.app.jobs.depth()).toBe(0);
    // Readiness reads the worker and the queue's depth.
    const ready = await q.app.inject({ url: '/api/health/ready' });
    expect(ready.json().checks.jobs).toMatchObject({ status: 'pass', depth: 0 });
  });

  it('queues nothing when the transaction of the change rolls back, and one job that is delivered when it commits', async () => {
    const rolledBack = uniqueEmail('rolledback');
    await expect(
      q.app.db.transaction(async (tx) => {
        await tx.insert(users).values({ fullName: 'Gone', email: rolledBack, passwordHash: '$argon2id$x' });
        await q.app.mailer.sendIn(tx, accountMail('already-registered', rolledBack, 'en'));
        throw new Error('the change fails after the mail was queued');
      }),
    ).rejects.toThrow('the change fails');

    const committed = uniqueEmail('committed');
    await q.app.db.transaction(async (tx) => {
      await tx.insert(users).values({ fullName: 'Kept', email: committed, passwordHash: '$argon2id$x' });
      await q.app.mailer.sendIn(tx, accountMail('already-registered', committed, 'en'));
    });
    expect(await jobStates(q.app, MAIL_JOB, committed)).toHaveLength(1);
    await waitFor(() => smtp.to(committed).length > 0, 10_000, 'the committed mail');
    await new Promise((r) => setTimeout(r, 700));
    expect(smtp.to(committed)).toHaveLength(1);
    expect(await jobStates(q.app, MAIL_JOB, rolledBack)).toEqual([]);
    expect(smtp.to(rolledBack)).toHaveLength(0);
  });

  it('retries while the SMTP server is down and delivers once it is up; logs carry no address', async () => {
    const later = await sink();
    const downPort = 4501;
    const down = await started(await site(), { SMTP_URL: `smtp://127.0.0.1:${downPort}` });
    const email = uniqueEmail('patient');
    const id = await down.app.jobs.enqueueNow(
      MAIL_JOB,
      accountMail('reset-password', email, 'en', 'https://x/#token=t0k'),
    );
    // Nothing listens on the port: the first attempt fails and the job waits for its retry.
    await waitFor(
      async () => (await down.app.jobs.state(MAIL_JOB, id)) === 'retry',
      10_000,
      'a failed attempt',
    );
    expect(await down.app.jobs.depth()).toBe(1);
    expect(later.received).toHaveLength(0);

    await later.listen(downPort);
    await waitFor(() => later.to(email).length > 0, 15_000, 'delivery after the retry');
    await waitFor(async () => (await down.app.jobs.state(MAIL_JOB, id)) === 'completed');
    expect(later.to(email)).toHaveLength(1);

    const warning = down.logs
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'mail not delivered: will retry');
    expect(warning).toMatchObject({
      level: 40,
      template: 'reset-password',
      attempt: 1,
      domain: 'visadesk.test',
    });
    const all = down.logs.join('\n');
    expect(all).not.toContain(email);
    expect(all).not.toContain('t0k');
  });

  it('marks a mail failed after its last retry, logged without the address or the body, until an operator retries it', async () => {
    const f = await started(await site(), { SMTP_URL: 'smtp://127.0.0.1:4502', MAIL_RETRY_LIMIT: '1' });
    const email = uniqueEmail('unlucky');
    const id = await f.app.jobs.enqueueNow(
      MAIL_JOB,
      accountMail('verify-email', email, 'en', 'https://x/#token=s3cr3t'),
    );
    await waitFor(
      async () => (await f.app.jobs.state(MAIL_JOB, id)) === 'failed',
      15_000,
      'the failed state',
    );
    const lines = f.logs.map((l) => JSON.parse(l));
    expect(
      lines.find((l) => l.msg === 'mail not delivered: retries exhausted, the job is failed'),
    ).toMatchObject({ level: 50, attempt: 2, template: 'verify-email' });
    expect(await f.app.jobs.depth()).toBe(0);
    const all = f.logs.join('\n');
    expect(all).not.toContain(email);
    expect(all).not.toContain('s3cr3t');

    // An operator's retry gives the failed mail one more attempt, which now succeeds.
    const up = await sink();
    await up.listen(4502);
    await f.app.jobs.retry(MAIL_JOB, [id]);
    await waitFor(() => up.to(email).length > 0, 10_000, 'delivery after the retry');
    await waitFor(async () => (await f.app.jobs.state(MAIL_JOB, id)) === 'completed');
  });
});

describe('jobs survive a restart', SLOW, () => {
  it('delivers what an app that closed (or died) left queued, from a new app on the same database, which finishes the job in progress when it closes', async () => {
    const place = await site({ restartable: true });
    const first = await started(place, {}, { worker: false });
    expect(first.app.jobs.running()).toBe(false);
    const email = uniqueEmail('restart');
    expect((await register(first, email)).statusCode).toBe(202);
    await (first.app.mailer as OutboxMailer).flush();
    expect(await first.app.jobs.depth()).toBe(1);
    expect((first.app.mailer as OutboxMailer).sent).toHaveLength(0);
    // As if an instance claimed this one two minutes ago and was killed before finishing it.
    const orphan = uniqueEmail('orphan');
    const orphanId = await first.app.jobs.enqueueNow(
      MAIL_JOB,
      accountMail('already-registered', orphan, 'en'),
    );
    await first.app.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() - interval '2 minutes' where id = ${orphanId}`,
    );
    await first.close();

    const finished: string[] = [];
    const second = await started(place, {}, {}, async (app) => {
      await app.jobs.define(
        'test.slow',
        { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 },
        async (job: { data: { n: number }; id: string }) => {
          await new Promise((r) => setTimeout(r, 700));
          finished.push(job.id);
        },
      );
    });
    const outbox = second.app.mailer as OutboxMailer;
    await waitFor(
      () => outbox.last(email, 'verify-email') !== undefined,
      10_000,
      'delivery after the restart',
    );
    expect(outbox.last(email, 'verify-email')!.text).toContain('/account/verify-email#token=');
    await waitFor(async () => (await jobStates(second.app, MAIL_JOB, email))[0] === 'completed');

    // The orphan stays active until the maintenance (every minute on its own) finds it past its
    // 90 s expiry and puts it back for a retry.
    expect(await second.app.jobs.state(MAIL_JOB, orphanId)).toBe('active');
    await second.app.jobs.maintain();
    await waitFor(
      async () => (await second.app.jobs.state(MAIL_JOB, orphanId)) === 'completed',
      10_000,
      'the retry',
    );
    expect(outbox.last(orphan, 'already-registered')).toBeDefined();

    const slow = await second.app.jobs.enqueueNow('test.slow', { n: 1 });
    await waitFor(
      async () => (await second.app.jobs.state('test.slow', slow)) === 'active',
      5_000,
      'the job to start',
    );
    await second.close();
    expect(second.app.jobs.running()).toBe(false);
    expect(finished).toEqual([slow]);
  });
});

// The embedded connection is the app's only one: pg-boss's `BEGIN; … COMMIT;` commands must not
// leave it inside an aborted transaction when one of their statements fails.
describe.skipIf(onServer)('the queue on PGlite', SLOW, () => {
  it('rolls back a failed pg-boss command instead of leaving the connection in an aborted transaction', async () => {
    const handle = await createDb({});
    cleanups.push(() => handle.close());
    const connection = queueConnection(handle, 1);
    const failing = 'BEGIN;\n CREATE TABLE jobs_probe (x int);\n SELECT 1/0;\n COMMIT;';
    await expect(connection.executeSql(failing)).rejects.toThrow('division by zero');
    expect((await handle.pglite!.query('select to_regclass($1) as t', ['jobs_probe'])).rows).toEqual([
      { t: null },
    ]);
    expect((await handle.pglite!.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    const ok = await connection.executeSql('BEGIN;\n SELECT 1 AS a;\n SELECT 2 AS b;\n COMMIT;');
    expect(ok.rows).toEqual([{ b: 2 }]);
  });
});

// Several instances need one shared database: PostgreSQL only (PGlite is one process's directory).
describe.skipIf(!onServer)('two instances on one PostgreSQL database', SLOW, () => {
  it('deliver every queued mail exactly once between them', async () => {
    const smtp = await sink();
    const port = await smtp.listen();
    const place = await site();
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}` };
    const a = await started(place, env);
    const b = await started(place, env);
    const emails = Array.from({ length: 30 }, (_, i) => uniqueEmail(`pair${i}`));
    // Queued from both instances; both workers poll the same queue.
    await Promise.all(
      emails.map((email, i) =>
        (i % 2 ? a : b).app.jobs.enqueueNow(MAIL_JOB, accountMail('already-registered', email, 'en')),
      ),
    );
    await waitFor(() => emails.every((e) => smtp.to(e).length > 0), 20_000, 'every mail');
    // A moment more: a second delivery of any of them would show up here.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const email of emails) expect(smtp.to(email), email).toHaveLength(1);
    expect(smtp.received).toHaveLength(emails.length);
    // Both workers took part.
    const sentBy = (q: QueueApp) => q.logs.filter((l) => l.includes('"msg":"mail sent"')).length;
    expect(sentBy(a) + sentBy(b)).toBe(emails.length);
    expect(Math.min(sentBy(a), sentBy(b))).toBeGreaterThan(0);
    expect(await a.app.jobs.depth()).toBe(0);
  });
});
