import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Tx } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { MAIL_JOB, mailJobHandler, mailQueueOptions } from '../jobs/mail';
import type { JobQueue } from '../jobs/queue';
import { type Mailer, type OutgoingMail, recipientDomain } from '../lib/mail/outgoing-mail';

/** How long idle() waits for queued mails' first attempts (another instance may be slow to take them). */
const IDLE_TIMEOUT_MS = 15_000;

abstract class QueuedMailer implements Mailer {
  abstract readonly driver: 'smtp' | 'outbox';
  private readonly pending = new Set<Promise<void>>();
  private queue: JobQueue | undefined;
  /** Jobs this mailer queued whose first attempt idle() has not yet seen end. */
  private queued: string[] = [];
  constructor(protected readonly log: FastifyInstance['log']) {}

  /** Hands the mail to the transport now; throws when that fails. */
  protected abstract transmit(mail: OutgoingMail): Promise<void>;

  /** Delivers one mail now (the queue's worker calls this); throws when it fails. */
  async deliver(mail: OutgoingMail): Promise<void> {
    await this.transmit(mail);
  }

  /** From now on mails go through the durable queue (its worker calls deliver()). */
  attachQueue(queue: JobQueue): void {
    this.queue = queue;
  }

  private track(job: Promise<void>): void {
    const tracked = job.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  send(mail: OutgoingMail): void {
    // The recipient's domain only: addresses and links stay out of the logs.
    const where = { domain: recipientDomain(mail.to), template: mail.template };
    if (this.queue) {
      this.track(
        this.queue.enqueueNow(MAIL_JOB, mail).then(
          (id) => void this.queued.push(id),
          (err: unknown) => this.log.error({ err, ...where }, 'mail not queued'),
        ),
      );
    } else {
      this.track(
        this.deliver(mail).catch((err: unknown) => this.log.error({ err, ...where }, 'mail not delivered')),
      );
    }
  }

  async sendIn(tx: Db | Tx, mail: OutgoingMail): Promise<void> {
    if (!this.queue) return this.send(mail);
    this.queued.push(await this.queue.enqueue(tx, MAIL_JOB, mail));
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    const queue = this.queue;
    if (!queue || this.queued.length === 0) return;
    const ids = this.queued;
    this.queued = [];
    // Mails queued inside a transaction wake no worker (no after-commit hook); whoever waits here
    // has seen those transactions end, so the worker need not sleep out its poll.
    queue.wake(MAIL_JOB);
    const until = Date.now() + IDLE_TIMEOUT_MS;
    while (Date.now() < until && (await queue.unsettled(MAIL_JOB, ids)) > 0)
      await new Promise((resolve) => setTimeout(resolve, 25));
  }

  /** Waits for mails being queued, or without a queue being delivered (not queued mails' delivery). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

/** Delivers through an SMTP server with nodemailer (SMTP_URL). */
export class SmtpMailer extends QueuedMailer {
  readonly driver = 'smtp' as const;
  private readonly transport;

  constructor(log: FastifyInstance['log'], url: string, from: string) {
    super(log);
    this.transport = createTransport(
      { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from },
    );
  }

  protected async transmit(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    this.log.info({ domain: recipientDomain(mail.to), template: mail.template }, 'mail sent');
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * Without SMTP: keeps the last mails in memory (tests read them), notes each in the log without
 * its body, and outside production also writes it to `DATA_DIR/outbox/` (owner-only) so a demo
 * or a browser test can follow a verification link.
 */
export class OutboxMailer extends QueuedMailer {
  readonly driver = 'outbox' as const;
  readonly sent: OutgoingMail[] = [];
  private seq = 0;

  constructor(
    log: FastifyInstance['log'],
    private readonly dir?: string | undefined,
    private readonly keep = 200,
  ) {
    super(log);
  }

  protected async transmit(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
    if (this.sent.length > this.keep) this.sent.splice(0, this.sent.length - this.keep);
    this.log.info(
      { domain: recipientDomain(mail.to), template: mail.template },
      'mail recorded (no SMTP_URL)',
    );
    if (this.dir) {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      const name = `${Date.now()}-${String(++this.seq).padStart(6, '0')}-${mail.template}.json`;
      // Written aside, then renamed: whoever watches the folder never reads half a mail.
      const partial = join(this.dir, `.${name}.partial`);
      writeFileSync(partial, JSON.stringify(mail, null, 2), { mode: 0o600 });
      renameSync(partial, join(this.dir, name));
    }
  }

  /** The newest mail to `to` (any case), optionally of one template. */
  last(to: string, template?: string): OutgoingMail | undefined {
    const wanted = to.toLowerCase();
    return this.sent.findLast((m) => m.to.toLowerCase() === wanted && (!template || m.template === template));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(async (app: FastifyInstance, options: { mailer?: Mailer | undefined }) => {
  const c = app.config;
  let mailer: Mailer;
  if (options.mailer) mailer = options.mailer;
  else if (c.SMTP_URL) mailer = new SmtpMailer(app.log, c.SMTP_URL, c.MAIL_FROM);
  else {
    const production = c.NODE_ENV === 'production';
    // Production keeps the back office running without mail, but applicants cannot finish
    // signing up or reset a password until SMTP_URL is set: say so at every start.
    if (production)
      app.log.warn(
        'SMTP_URL is not set: verification and password-reset mails are only recorded, not sent; applicants cannot finish registering',
      );
    mailer = new OutboxMailer(app.log, production ? undefined : join(c.DATA_DIR, 'outbox'));
  }
  if (app.hasDecorator('jobs') && mailer instanceof QueuedMailer) {
    // Durable delivery: mails become `mail.send` jobs that this (or any) instance's worker delivers.
    const driver = mailer;
    await app.jobs.define(
      MAIL_JOB,
      mailQueueOptions(c),
      mailJobHandler((mail) => driver.deliver(mail), app.log.child({ component: 'mail' })),
    );
    driver.attachQueue(app.jobs);
  }
  // Runs before the job queue's close (hooks close in reverse order): once the worker has stopped,
  // mails being queued are written (the queue delivers them later, here or on another instance),
  // then the transport closes. Without a queue the mails in memory go out first.
  app.addHook('onClose', async () => {
    // The worker may be delivering through this transport: let it finish first.
    if (app.hasDecorator('jobs')) await app.jobs.stopWorkers();
    if (mailer instanceof QueuedMailer) await mailer.flush();
    else await mailer.idle();
    if (mailer instanceof SmtpMailer) mailer.close();
  });
  app.decorate('mailer', mailer);
});
