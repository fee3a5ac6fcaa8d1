import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from '../jobs/queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (pg-boss in this database); see docs/decisions/0017-job-queue.md. */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /** Run this instance's worker (default true). Tests turn it off to leave jobs queued. */
  worker?: boolean | undefined;
  /** Seconds between polls of an idle queue; default JOBS_POLL_SECONDS. */
  pollSeconds?: number | undefined;
}

/** How long closing waits for the job in progress ("finish the current mail"). */
export const JOBS_STOP_TIMEOUT_MS = 5_000;

/**
 * Starts pg-boss on the app's database (creating its `pgboss` schema on first start), decorates
 * `app.jobs`, and starts the worker once the app is ready, after every plugin defined its
 * queues. On close the worker stops claiming jobs at once (preClose) and finishes the job in
 * progress (up to 5 s, while the requests in flight finish); then enqueues still under way finish
 * and the queue's connection is released.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const jobs = new JobQueue(app.dbHandle, {
      pollSeconds: options.pollSeconds ?? app.config.JOBS_POLL_SECONDS,
      poolSize: app.config.JOBS_POOL_SIZE,
      stopTimeoutMs: JOBS_STOP_TIMEOUT_MS,
      log: app.log.child({ component: 'jobs' }),
    });
    await jobs.start();
    app.decorate('jobs', jobs);
    if (options.worker !== false) app.addHook('onReady', async () => jobs.startWorkers());
    // Stop claiming jobs as soon as closing starts, without holding up the HTTP server's close;
    // the mailer's and this plugin's onClose wait for the job in progress.
    app.addHook('preClose', async () => void jobs.stopWorkers());
    app.addHook('onClose', async () => jobs.close());
  },
  { name: 'jobs' },
);
