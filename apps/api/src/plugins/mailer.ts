import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';

/** One rendered mail; `template` names it in logs, where the body (and its link) never goes. */
export interface OutgoingMail {
  to: string;
  locale: Locale;
  template: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly driver: 'smtp' | 'outbox';
  /**
   * Queues a mail and returns at once: callers answer the same whether delivery is fast, slow or
   * failing, so neither timing nor errors tell a caller which mail (if any) went out.
   */
  send(mail: OutgoingMail): void;
  /** Resolves once every queued mail was handed over or failed (tests, shutdown). */
  idle(): Promise<void>;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

abstract class QueuedMailer implements Mailer {
  abstract readonly driver: 'smtp' | 'outbox';
  private readonly pending = new Set<Promise<void>>();
  constructor(protected readonly log: FastifyInstance['log']) {}

  protected abstract deliver(mail: OutgoingMail): Promise<void>;

  send(mail: OutgoingMail): void {
    const job = this.deliver(mail)
      .catch((err: unknown) =>
        // The recipient's domain only: addresses and links stay out of the logs.
        this.log.error({ err, domain: domainOf(mail.to), template: mail.template }, 'mail not delivered'),
      )
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  async idle(): Promise<void> {
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

  protected async deliver(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    this.log.info({ domain: domainOf(mail.to), template: mail.template }, 'mail sent');
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

  protected async deliver(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
    if (this.sent.length > this.keep) this.sent.splice(0, this.sent.length - this.keep);
    this.log.info({ domain: domainOf(mail.to), template: mail.template }, 'mail recorded (no SMTP_URL)');
    if (this.dir) {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      const name = `${Date.now()}-${String(++this.seq).padStart(6, '0')}-${mail.template}.json`;
      writeFileSync(join(this.dir, name), JSON.stringify(mail, null, 2), { mode: 0o600 });
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
  // Queued mails go out before the transport closes.
  app.addHook('onClose', async () => {
    await mailer.idle();
    if (mailer instanceof SmtpMailer) mailer.close();
  });
  app.decorate('mailer', mailer);
});
