import { EventEmitter } from 'node:events';
import { type AppEvent, eventDeliveryKey } from '@visadesk/contract';
import { asc, type EventRow, eq, events, sql } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import {
  type AdminExportProgress,
  EXPORT_PROGRESS_CHANNEL,
  parseExportProgress,
} from '../lib/export/export-progress';
import { EVENTS_CHANNEL } from '../lib/sql/record-event';
import { toEvent } from '../modules/events/mappers';

declare module 'fastify' {
  interface FastifyInstance {
    eventHub: EventHub;
  }
}

/** How many delivered event ids the hub remembers, so a replay never shows one twice. */
const RECENT_IDS = 2_000;
/** After the listener reconnects, events from this long before the last one seen are re-read. */
const CATCH_UP_OVERLAP_MS = 5_000;
/** Events read per query while catching up after the listener reconnects (it pages until done). */
const CATCH_UP_PAGE = 500;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * Fans committed events out to every open back-office stream of this instance. Each instance
 * LISTENs on the database, so an event written through any instance reaches all of them.
 */
export class EventHub extends EventEmitter<{ event: [AppEvent]; progress: [AdminExportProgress] }> {
  private readonly streams = new Set<() => void>();
  private readonly recent = new Set<string>();
  /** created_at (epoch microseconds) of the newest event delivered, for catching up. */
  lastDeliveredAt: bigint | null = null;
  /** How often an open stream re-checks its listener (account, permission, session, token expiry). */
  readonly principalCheckMs: number;
  /**
   * Whether live events are being received: the LISTEN connection is up (always true on the
   * embedded database). Streams stay open meanwhile and catch up when it is back.
   */
  listening = false;

  constructor(options: { principalCheckMs?: number | undefined } = {}) {
    super();
    this.principalCheckMs = options.principalCheckMs ?? 30_000;
  }

  subscribe(listener: (event: AppEvent) => void): () => void {
    this.on('event', listener);
    return () => this.off('event', listener);
  }

  /** Export progress for the streams of the admin it belongs to (lib/export/export-progress.ts). */
  subscribeProgress(listener: (progress: AdminExportProgress) => void): () => void {
    this.on('progress', listener);
    return () => this.off('progress', listener);
  }

  deliverProgress(progress: AdminExportProgress): void {
    this.emit('progress', progress);
  }

  /** Hands an event to every open stream, once: a notification and a catch-up may both bring it. */
  deliver(event: AppEvent, createdAtMicros?: bigint): boolean {
    const key = eventDeliveryKey(event);
    if (this.recent.has(key)) return false;
    this.recent.add(key);
    if (this.recent.size > RECENT_IDS) this.recent.delete(this.recent.values().next().value!);
    if (
      createdAtMicros !== undefined &&
      (this.lastDeliveredAt === null || createdAtMicros > this.lastDeliveredAt)
    )
      this.lastDeliveredAt = createdAtMicros;
    this.emit('event', event);
    return true;
  }

  /** Remembers how to end an open stream, so shutting down closes every one of them. */
  track(close: () => void): () => void {
    this.streams.add(close);
    return () => this.streams.delete(close);
  }

  /** Open event streams on this instance (read by the metrics). */
  get size(): number {
    return this.streams.size;
  }

  closeAll(): void {
    for (const close of [...this.streams]) close();
  }
}

export interface EventHubOptions {
  principalCheckMs?: number | undefined;
  /** How often the LISTEN connection is checked with a query (a silent connection is replaced). */
  listenerCheckMs?: number | undefined;
}

/** created_at as epoch microseconds, exact, for ordering and catching up. */
const createdAtMicros = sql<string>`(extract(epoch from ${events.createdAt}) * 1000000)::bigint::text`;

export const eventHubPlugin = fp(async (app: FastifyInstance, options: EventHubOptions) => {
  const hub = new EventHub({ principalCheckMs: options.principalCheckMs });
  hub.setMaxListeners(0);
  app.decorate('eventHub', hub);
  app.addHook('preClose', async () => hub.closeAll());

  const deliver = async (id: string) => {
    try {
      const [found] = await app.db
        .select({ row: events, at: createdAtMicros })
        .from(events)
        .where(eq(events.id, id));
      if (found) hub.deliver(toEvent(found.row), BigInt(found.at));
    } catch (err) {
      app.log.warn({ err: { message: (err as Error).message } }, 'could not load a notified event');
    }
  };

  const handle = app.dbHandle;
  const progress = (payload: string) => {
    const parsed = parseExportProgress(payload);
    if (parsed) hub.deliverProgress(parsed);
  };
  if (handle.pglite) {
    const unlisten = await handle.pglite.listen(EVENTS_CHANNEL, (payload) => void deliver(payload));
    const unlistenProgress = await handle.pglite.listen(EXPORT_PROGRESS_CHANNEL, progress);
    hub.listening = true;
    app.addHook('onClose', async () => {
      await unlisten();
      await unlistenProgress();
    });
  } else if (handle.connectionString) {
    const listener = new EventListener(app, hub, {
      clientConfig: handle.clientConfig ?? { connectionString: handle.connectionString },
      onNotification: (id) => void deliver(id),
      onProgress: progress,
      checkMs: options.listenerCheckMs ?? 15_000,
    });
    // The first connection must work (the server just migrated through the same database); later
    // losses are repaired in the background.
    await listener.start();
    app.addHook('onClose', async () => listener.stop());
  }
});

/**
 * The dedicated LISTEN connection (LISTEN does not survive being handed back to a pool). When it
 * dies (PostgreSQL restarted, the backend was terminated, the network went silent) it reconnects
 * with backoff, LISTENs again, and replays from the events table what was committed meanwhile.
 */
class EventListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private checkTimer: NodeJS.Timeout | null = null;
  /** When the current connection started listening (database clock, epoch microseconds). */
  private listeningSince: bigint | null = null;
  private lostAt = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly hub: EventHub,
    private readonly options: {
      clientConfig: pg.ClientConfig;
      onNotification(id: string): void;
      onProgress(payload: string): void;
      checkMs: number;
    },
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.hub.listening = false;
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.options.clientConfig);
    this.client = client;
    let failed = false;
    const lost = (err?: Error) => {
      if (failed) return;
      failed = true;
      this.onLost(client, err);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      if (msg.channel === EXPORT_PROGRESS_CHANNEL) this.options.onProgress(msg.payload);
      else this.options.onNotification(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${EXPORT_PROGRESS_CHANNEL}`);
      const { rows } = await client.query<{ now: string }>(
        'select (extract(epoch from clock_timestamp()) * 1000000)::bigint::text as now',
      );
      if (failed) return;
      const previous = this.listeningSince;
      this.listeningSince = BigInt(rows[0]!.now);
      this.attempt = 0;
      this.hub.listening = true;
      this.startChecks(client);
      if (previous !== null) {
        this.app.log.info({ downMs: Date.now() - this.lostAt }, 'event listener reconnected');
        await this.catchUp(previous);
      } else {
        this.app.log.info('event listener connected');
      }
    } catch (err) {
      if (this.listeningSince === null) {
        // The first connection: the caller (server start) reports it.
        failed = true;
        await client.end().catch(() => undefined);
        throw err;
      }
      lost(err as Error);
    }
  }

  private onLost(client: pg.Client, err?: Error) {
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    if (this.hub.listening) {
      this.lostAt = Date.now();
      this.app.log.warn(
        { reason: (err as { code?: string } | undefined)?.code ?? err?.message ?? 'connection ended' },
        'event listener lost its connection; reconnecting',
      );
    }
    this.hub.listening = false;
    const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.attempt);
    const delay = Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) void this.connect();
    }, delay);
  }

  /** A query now and then: a connection that went silent (no RST ever came) is noticed and replaced. */
  private startChecks(client: pg.Client) {
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = setInterval(() => {
      const timeout = setTimeout(
        () => client.emit('error', new Error('event listener check timed out')),
        5_000,
      );
      client.query('select 1').then(
        () => clearTimeout(timeout),
        () => clearTimeout(timeout),
      );
    }, this.options.checkMs);
    this.checkTimer.unref();
  }

  /**
   * Events committed while nobody listened: those created since the last one delivered (or since
   * the lost connection began listening), with an overlap for transactions that committed late;
   * the hub drops the ones already delivered. All of them, oldest first, a page at a time: open
   * streams get every event they missed, in order (a reconnecting client's own replay is capped,
   * but the streams here stayed open and expect nothing to be skipped).
   */
  private async catchUp(previousListeningSince: bigint) {
    const last = this.hub.lastDeliveredAt;
    const from = last !== null && last > previousListeningSince ? last : previousListeningSince;
    const since = from - BigInt(CATCH_UP_OVERLAP_MS * 1000);
    try {
      let replayed = 0;
      let after: { at: string; id: string } | null = null;
      for (;;) {
        // After the last row of the previous page, by (created_at, id) to the microsecond.
        const rows: { row: EventRow; at: string }[] = await this.app.db
          .select({ row: events, at: createdAtMicros })
          .from(events)
          .where(
            after
              ? sql`(${events.createdAt}, ${events.id}) > (timestamptz 'epoch' + ${after.at}::bigint * interval '1 microsecond', ${after.id}::uuid)`
              : sql`${events.createdAt} >= to_timestamp(${since.toString()}::numeric / 1000000)`,
          )
          .orderBy(asc(events.createdAt), asc(events.id))
          .limit(CATCH_UP_PAGE);
        for (const { row, at } of rows) if (this.hub.deliver(toEvent(row), BigInt(at))) replayed += 1;
        if (rows.length < CATCH_UP_PAGE || this.stopped) break;
        const tail = rows.at(-1)!;
        after = { at: tail.at, id: tail.row.id };
      }
      if (replayed > 0)
        this.app.log.info({ replayed }, 'event listener replayed events missed while reconnecting');
    } catch (err) {
      this.app.log.warn({ err: { message: (err as Error).message } }, 'event listener could not catch up');
    }
  }
}
