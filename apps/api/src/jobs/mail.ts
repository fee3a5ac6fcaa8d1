import type { Config } from '../config';
import { type OutgoingMail, recipientDomain } from '../lib/mail/outgoing-mail';
import { type JobHandler, type JobLog, type QueueOptions, redactAddresses } from './queue';

/** The queue of rendered mails waiting for the SMTP server (or the outbox). */
export const MAIL_JOB = 'mail.send';

/**
 * MAIL_RETRY_LIMIT retries after the first attempt, with exponential backoff from
 * MAIL_RETRY_DELAY_SECONDS (pg-boss waits delay × 2^n × 1–2 before the nth retry): with the
 * defaults (8, 15 s) a mail keeps trying for roughly 2 to 4 hours of SMTP outage.
 */
export const mailQueueOptions = (config: Config): QueueOptions => ({
  retryLimit: config.MAIL_RETRY_LIMIT,
  retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  // Above nodemailer's own limits (10 s connect, 10 s greeting, 30 s idle socket).
  expireInSeconds: 90,
});

function isMail(data: unknown): data is OutgoingMail {
  const m = data as Partial<OutgoingMail> | null;
  return (
    typeof m?.to === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.text === 'string' &&
    typeof m.html === 'string' &&
    typeof m.template === 'string'
  );
}

/**
 * Delivers one queued mail through the mailer's transport. A failure is logged with the
 * recipient's domain, the template and the attempt (never the address, the subject or the body)
 * and thrown, so pg-boss schedules the retry; after the last one the job stays `failed`.
 */
export function mailJobHandler(
  deliver: (mail: OutgoingMail) => Promise<void>,
  log: JobLog,
): JobHandler<OutgoingMail> {
  return async (job) => {
    if (!isMail(job.data)) {
      log.error({ job: job.id }, 'mail job without a mail: dropped');
      return;
    }
    const mail = job.data;
    try {
      await deliver(mail);
    } catch (err) {
      const reason = redactAddresses(err instanceof Error ? err.message : String(err));
      const fields = {
        job: job.id,
        domain: recipientDomain(mail.to),
        template: mail.template,
        attempt: job.attempt,
        reason,
      };
      if (job.final) log.error(fields, 'mail not delivered: retries exhausted, the job is failed');
      else log.warn(fields, 'mail not delivered: will retry');
      throw err;
    }
  };
}
