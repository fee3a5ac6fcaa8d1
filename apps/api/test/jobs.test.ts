import { users } from '@visadesk/db';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIL_JOB } from '../src/jobs/mail';
import { accountMail } from '../src/modules/users/account-mails';
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
    payload: { fullName: 'Zainab Ali', email, password: 'Baghdad2026!', locale: 'ar' },
    remoteAddress: uniqueIp(),
  });

const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('mail through the job queue and a real SMTP server', () => {
  it('delivers the mail an API action causes, and records the job as completed', async () => {
    const smtp = await sink();
    const port = await smtp.listen();
    const q = await started(await site(), { SMTP_URL: `smtp://127.0.0.1:${port}` });
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

  it('retries while the SMTP server is down and delivers once it is up; logs carry no address', async () => {
    const smtp = await sink();
    const port = 4501;
    const q = await started(await site(), { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const email = uniqueEmail('patient');
    const id = await q.app.jobs.enqueueNow(
      MAIL_JOB,
      accountMail('reset-password', email, 'en', 'https://x/#token=t0k'),
    );
    // Nothing listens on the port: the first attempt fails and the job waits for its retry.
    await waitFor(async () => (await q.app.jobs.state(MAIL_JOB, id)) === 'retry', 10_000, 'a failed attempt');
    expect(await q.app.jobs.depth()).toBe(1);
    expect(smtp.received).toHaveLength(0);

    await smtp.listen(port);
    await waitFor(() => smtp.to(email).length > 0, 15_000, 'delivery after the retry');
    await waitFor(async () => (await q.app.jobs.state(MAIL_JOB, id)) === 'completed');
    expect(smtp.to(email)).toHaveLength(1);

    const warning = q.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'mail not delivered: will retry');
    expect(warning).toMatchObject({
      level: 40,
      template: 'reset-password',
      attempt: 1,
      domain: 'visadesk.test',
    });
    const all = q.logs.join('\n');
    expect(all).not.toContain(email);
    expect(all).not.toContain('t0k');
  });

  it('marks a mail failed after its last retry, logged without the address or the body, until an operator retries it', async () => {
    const q = await started(await site(), { SMTP_URL: 'smtp://127.0.0.1:4502', MAIL_RETRY_LIMIT: '1' });
    const email = uniqueEmail('unlucky');
    const id = await q.app.jobs.enqueueNow(
      MAIL_JOB,
      accountMail('verify-email', email, 'en', 'https://x/#token=s3cr3t'),
    );
    await waitFor(
      async () => (await q.app.jobs.state(MAIL_JOB, id)) === 'failed',
      15_000,
      'the failed state',
    );
    const lines = q.logs.map((l) => JSON.parse(l));
    expect(
      lines.find((l) => l.msg === 'mail not delivered: retries exhausted, the job is failed'),
    ).toMatchObject({
      level: 50,
      attempt: 2,
      template: 'verify-email',
    });
    expect(await q.app.jobs.depth()).toBe(0);
    const all = q.logs.join('\n');
    expect(all).not.toContain(email);
    expect(all).not.toContain('s3cr3t');

    // An operator's retry gives the failed mail one more attempt, which now succeeds.
    const smtp = await sink();
    await smtp.listen(4502);
    await q.app.jobs.retry(MAIL_JOB, [id]);
    await waitFor(() => smtp.to(email).length > 0, 10_000, 'delivery after the retry');
    await waitFor(async () => (await q.app.jobs.state(MAIL_JOB, id)) === 'completed');
  });
});

describe('jobs survive a restart', () => {
  it('delivers a mail queued by an app that closed before delivering it, from a new app on the same database', async () => {
    const place = await site({ restartable: true });
    const first = await started(place, {}, { worker: false });
    expect(first.app.jobs.running()).toBe(false);
    const email = uniqueEmail('restart');
    expect((await register(first, email)).statusCode).toBe(202);
    await (first.app.mailer as OutboxMailer).flush();
    expect(await first.app.jobs.depth()).toBe(1);
    expect((first.app.mailer as OutboxMailer).sent).toHaveLength(0);
    await first.close();

    const smtp = await sink();
    const port = await smtp.listen();
    const second = await started(place, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    await waitFor(() => smtp.to(email).length > 0, 10_000, 'delivery after the restart');
    expect(smtp.to(email)).toHaveLength(1);
    expect(decoded(smtp.to(email)[0]!.raw)).toContain('/account/verify-email#token=');
    await waitFor(async () => (await jobStates(second.app, MAIL_JOB, email))[0] === 'completed');
  });

  it('finishes the job in progress when the app closes', async () => {
    const finished: string[] = [];
    const q = await started(await site(), {}, {}, async (app) => {
      await app.jobs.define(
        'test.slow',
        { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 },
        async (job: { data: { n: number }; id: string }) => {
          await new Promise((r) => setTimeout(r, 700));
          finished.push(job.id);
        },
      );
    });
    const id = await q.app.jobs.enqueueNow('test.slow', { n: 1 });
    await waitFor(
      async () => (await q.app.jobs.state('test.slow', id)) === 'active',
      5_000,
      'the job to start',
    );
    await q.close();
    expect(q.app.jobs.running()).toBe(false);
    expect(finished).toEqual([id]);
  });
});

describe('enqueueing in the transaction of the change', () => {
  it('queues nothing when the transaction rolls back, and exactly one job when it commits', async () => {
    const q = await started(await site(), {}, { worker: false });
    const rolledBack = uniqueEmail('rolledback');
    await expect(
      q.app.db.transaction(async (tx) => {
        await tx.insert(users).values({ fullName: 'Gone', email: rolledBack, passwordHash: '$argon2id$x' });
        await q.app.mailer.sendIn(tx, accountMail('already-registered', rolledBack, 'en'));
        throw new Error('the change fails after the mail was queued');
      }),
    ).rejects.toThrow('the change fails');
    expect(await jobStates(q.app, MAIL_JOB, rolledBack)).toEqual([]);

    const committed = uniqueEmail('committed');
    await q.app.db.transaction(async (tx) => {
      await tx.insert(users).values({ fullName: 'Kept', email: committed, passwordHash: '$argon2id$x' });
      await q.app.mailer.sendIn(tx, accountMail('already-registered', committed, 'en'));
    });
    expect(await jobStates(q.app, MAIL_JOB, committed)).toEqual(['created']);
    expect(await q.app.jobs.depth()).toBe(1);
  });

  it('delivers a mail queued in a committed transaction', async () => {
    const q = await started(await site());
    const email = uniqueEmail('txmail');
    await q.app.db.transaction(async (tx) => {
      await q.app.mailer.sendIn(tx, accountMail('already-registered', email, 'en'));
    });
    await q.app.mailer.idle();
    expect((q.app.mailer as OutboxMailer).last(email, 'already-registered')).toBeDefined();
  });
});

// Several instances need one shared database: PostgreSQL only (PGlite is one process's directory).
describe.skipIf(!onServer)('two instances on one PostgreSQL database', () => {
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
