import type { Db, DbHandle, Tx } from '@visadesk/db';
import PgBoss from 'pg-boss';
import { executorFor, type QueueConnection, queueConnection } from './sql';

/** How one queue retries and expires its jobs (stored on the queue, so every instance agrees). */
export interface QueueOptions {
  /** Attempts after the first; then the job is `failed` (kept for inspection, never retried). */
  retryLimit: number;
  /** Seconds before the first retry; with backoff each retry waits about twice as long (plus jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** An attempt running longer than this counts as failed (also after a crash mid-attempt); default 300. */
  expireInSeconds?: number;
}

/** One attempt at one job; `final` when a failure now leaves the job `failed` for good. */
export interface JobAttempt<T> {
  id: string;
  data: T;
  attempt: number;
  final: boolean;
}

export type JobHandler<T> = (job: JobAttempt<T>) => Promise<void>;

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobQueueOptions {
  /** Seconds between polls of an idle queue (a local enqueue wakes the worker at once). */
  pollSeconds: number;
  /** Connections of the queue's own pool (PostgreSQL only). */
  poolSize: number;
  /** How long stopping waits for the job in progress before leaving it to expire and retry. */
  stopTimeoutMs: number;
  log: JobLog;
}

interface Registered {
  name: string;
  handler: JobHandler<unknown>;
  /** Set while the worker sleeps between polls; calling it wakes the worker. */
  wake?: () => void;
  /** A wake-up that came while the worker was busy: it looks again before sleeping. */
  woken?: boolean;
  loop?: Promise<void>;
}

/** The pg-boss schema the queue lives in (created and migrated by pg-boss at start). */
export const JOB_SCHEMA = 'pgboss';

const sleep = (ms: number, wakeUp: (wake: () => void) => void) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wakeUp(() => {
      clearTimeout(timer);
      resolve();
    });
  });

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the attempt took longer than ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A durable job queue in the application's database (pg-boss 10), on PostgreSQL and on PGlite.
 *
 * Jobs are rows: `enqueue(tx, …)` writes one in the caller's transaction. Each instance runs one
 * worker loop per queue that claims jobs with `FOR UPDATE SKIP LOCKED` (pg-boss's fetch), so
 * instances sharing a PostgreSQL server never take the same job, and a job survives any restart
 * until an attempt succeeds or its retries run out. The loop is ours rather than `boss.work()`
 * so that completing or failing a job is awaited before the next one is claimed and stopping
 * waits for the attempt in progress (see docs/decisions/0017-job-queue.md).
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly connection: QueueConnection;
  private readonly queues = new Map<string, Registered>();
  private readonly enqueues = new Set<Promise<unknown>>();
  private started = false;
  private workerRunning = false;
  private stopping = false;
  private stopped: Promise<void> | undefined;
  private lastErrorLog = 0;

  constructor(
    private readonly handle: DbHandle,
    private readonly options: JobQueueOptions,
  ) {
    this.connection = queueConnection(handle, options.poolSize);
    this.boss = new PgBoss({
      db: this.connection,
      schema: JOB_SCHEMA,
      // No cron schedules: their clock monitor would only add queries.
      schedule: false,
      // Maintenance (one instance at a time, by a lock in pg-boss's tables) expires attempts that
      // outlived `expireInSeconds` (a crashed instance's) so they are retried, and archives and
      // deletes old jobs: completed ones an hour after completion, failed ones (for an operator
      // to look at or retry) after 7 days, archived ones a day later.
      supervise: true,
      maintenanceIntervalSeconds: 60,
      archiveCompletedAfterSeconds: 60 * 60,
      archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
      deleteAfterDays: 1,
    });
    this.boss.on('error', (err) => this.logError(err));
  }

  /** Creates (or migrates) pg-boss's schema: run once before defining queues. */
  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  /**
   * Creates the queue when missing and applies these options to it (every instance passes the
   * same), and registers the handler this instance's worker runs for it.
   */
  async define<T>(name: string, options: QueueOptions, handler: JobHandler<T>): Promise<void> {
    const queue = {
      name,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: options.retryBackoff,
      expireInSeconds: options.expireInSeconds ?? 300,
    };
    await this.boss.createQueue(name, queue);
    await this.boss.updateQueue(name, queue);
    this.queues.set(name, { name, handler: handler as JobHandler<unknown> });
  }

  /**
   * Writes a job in `dbOrTx`'s transaction (or on its own when given the database): nothing is
   * queued if that transaction rolls back, and workers see the job only once it commits. On
   * PGlite, pass the transaction inside a transaction: the database outside it waits for it.
   */
  async enqueue<T extends object>(dbOrTx: Db | Tx, name: string, data: T): Promise<string> {
    return this.send(name, data, executorFor(dbOrTx));
  }

  /** Writes a job outside any transaction (the queue's own connection) and wakes the local worker. */
  async enqueueNow<T extends object>(name: string, data: T): Promise<string> {
    const id = await this.send(name, data, this.connection);
    this.wake(name);
    return id;
  }

  private send(name: string, data: object, db: PgBoss.Db): Promise<string> {
    if (!this.queues.has(name)) throw new Error(`no job queue named ${name}`);
    const sent = this.boss.send(name, data, { db }).then((id) => {
      if (!id) throw new Error(`the job was not queued (no queue named ${name} in the database)`);
      return id;
    });
    this.enqueues.add(sent);
    const forget = () => this.enqueues.delete(sent);
    sent.then(forget, forget);
    return sent;
  }

  /** Wakes this instance's worker for `name` (e.g. after committing a transaction that enqueued). */
  wake(name: string): void {
    const queue = this.queues.get(name);
    if (!queue) return;
    if (queue.wake) queue.wake();
    else queue.woken = true;
  }

  /** Starts one worker loop per defined queue. */
  startWorkers(): void {
    if (!this.started || this.stopping || this.workerRunning) return;
    this.workerRunning = true;
    for (const queue of this.queues.values()) queue.loop = this.loop(queue);
  }

  /** The worker runs: started, not stopping or stopped. */
  running(): boolean {
    return this.workerRunning && !this.stopping;
  }

  /** Jobs waiting in every queue: queued or waiting for a retry (not the ones in progress). */
  async depth(): Promise<number> {
    const { rows } = await this.connection.executeSql(
      `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = ANY($1::text[]) AND state < 'active'`,
      [[...this.queues.keys()]],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** How many of these jobs are still queued or in progress (not yet attempted to the end). */
  async unsettled(name: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const { rows } = await this.connection.executeSql(
      `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job
        WHERE name = $1 AND id = ANY($2::uuid[]) AND state IN ('created', 'active')`,
      [name, ids],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** A job's state (tests and operators): created, retry, active, completed, cancelled, failed. */
  async state(name: string, id: string): Promise<string | null> {
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    return (job as { state?: string } | null)?.state ?? null;
  }

  /**
   * pg-boss's maintenance, now (it runs every 60 s anyway, on one instance at a time): attempts
   * that outlived their expiry (an instance died mid-attempt) go back to retry, old jobs are
   * archived and old archived ones deleted.
   */
  async maintain(): Promise<void> {
    await this.boss.maintain();
    for (const name of this.queues.keys()) this.wake(name);
  }

  /** Puts failed jobs back in the queue for one more attempt (an operator's retry). */
  async retry(name: string, ids: string[]): Promise<void> {
    await this.boss.retry(name, ids);
    this.wake(name);
  }

  private async loop(queue: Registered): Promise<void> {
    const pollMs = this.options.pollSeconds * 1000;
    while (!this.stopping) {
      let jobs: PgBoss.JobWithMetadata<unknown>[] = [];
      queue.woken = false;
      try {
        // pg-boss's fetch claims with SKIP LOCKED and counts the attempt; it answers [] when the
        // database cannot be reached (the readiness check reports that).
        jobs = await this.boss.fetch(queue.name, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        this.logError(err);
      }
      const job = jobs[0];
      if (!job) {
        // A job queued while this fetch ran may have been missed by it: look once more.
        if (queue.woken) continue;
        if (!this.stopping)
          await sleep(pollMs, (wake) => {
            queue.wake = wake;
          });
        queue.wake = undefined;
        continue;
      }
      await this.attempt(queue, job);
    }
  }

  private async attempt(queue: Registered, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const attempt: JobAttempt<unknown> = {
      id: job.id,
      data: job.data,
      attempt: job.retryCount + 1,
      final: job.retryCount >= job.retryLimit,
    };
    try {
      await withTimeout(queue.handler(attempt), job.expireInSeconds * 1000);
    } catch (err) {
      // The handler logs what it may (never personal data); the job keeps only the message.
      const message = err instanceof Error ? err.message : String(err);
      await this.boss
        .fail(queue.name, job.id, { message: redactAddresses(message) })
        .catch((e: unknown) => this.logError(e));
      return;
    }
    // If this fails (database gone), the attempt expires and is retried: delivery is at least once.
    await this.boss.complete(queue.name, job.id).catch((e: unknown) => this.logError(e));
  }

  /**
   * Stops claiming jobs, waits up to `stopTimeoutMs` for the attempts in progress (one that takes
   * longer stays `active` until it expires and is retried, here or on another instance). Enqueues
   * keep working until `close()`. Every call answers the same promise, so several closers can
   * wait for the one stop.
   */
  stopWorkers(): Promise<void> {
    this.stopped ??= this.stopLoops();
    return this.stopped;
  }

  private async stopLoops(): Promise<void> {
    this.stopping = true;
    for (const queue of this.queues.values()) queue.wake?.();
    const loops = [...this.queues.values()].map((q) => q.loop).filter(Boolean);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(loops),
      new Promise((resolve) => {
        timer = setTimeout(resolve, this.options.stopTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    this.workerRunning = false;
  }

  /** Stops the workers (if running), lets enqueues in flight finish, stops pg-boss, releases its connection. */
  async close(): Promise<void> {
    await this.stopWorkers();
    while (this.enqueues.size > 0) await Promise.allSettled([...this.enqueues]);
    if (this.started) await this.boss.stop({ graceful: false, close: false }).catch(() => undefined);
    this.started = false;
    await this.connection.close();
  }

  get driver(): DbHandle['driver'] {
    return this.handle.driver;
  }

  private logError(err: unknown): void {
    // At most one line per 10 s: while the database is down every poll would fail alike.
    const now = Date.now();
    if (now - this.lastErrorLog < 10_000) return;
    this.lastErrorLog = now;
    const message = err instanceof Error ? err.message : String(err);
    this.options.log.warn({ err: { message: redactAddresses(message) } }, 'job queue error');
  }
}

/** Mail addresses in error texts (an SMTP server's rejection names the recipient) keep only their domain. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:@]+@([A-Za-z0-9.-]+)/g, '…@$1');
}
