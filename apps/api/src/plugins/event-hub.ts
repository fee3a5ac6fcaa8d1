import { EventEmitter } from 'node:events';
import type { AppEvent } from '@visadesk/contract';
import { eq, events } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { EVENTS_CHANNEL } from '../lib/events';
import { toEvent } from '../modules/events/mappers';

declare module 'fastify' {
  interface FastifyInstance {
    eventHub: EventHub;
  }
}

/**
 * Fans committed events out to every open back-office stream of this instance. Each instance
 * LISTENs on the database, so an event written through any instance reaches all of them.
 */
export class EventHub extends EventEmitter<{ event: [AppEvent] }> {
  private readonly streams = new Set<() => void>();
  /** How often an open stream re-checks its listener (account, permission, session, token expiry). */
  readonly principalCheckMs: number;

  constructor(options: { principalCheckMs?: number | undefined } = {}) {
    super();
    this.principalCheckMs = options.principalCheckMs ?? 30_000;
  }

  subscribe(listener: (event: AppEvent) => void): () => void {
    this.on('event', listener);
    return () => this.off('event', listener);
  }

  /** Remembers how to end an open stream, so shutting down closes every one of them. */
  track(close: () => void): () => void {
    this.streams.add(close);
    return () => this.streams.delete(close);
  }

  closeAll(): void {
    for (const close of [...this.streams]) close();
  }
}

export const eventHubPlugin = fp(
  async (app: FastifyInstance, options: { principalCheckMs?: number | undefined }) => {
    const hub = new EventHub({ principalCheckMs: options.principalCheckMs });
    hub.setMaxListeners(0);
    app.decorate('eventHub', hub);
    app.addHook('preClose', async () => hub.closeAll());

    const deliver = async (id: string) => {
      try {
        const [row] = await app.db.select().from(events).where(eq(events.id, id));
        if (row) hub.emit('event', toEvent(row));
      } catch (err) {
        app.log.warn({ err }, 'could not load a notified event');
      }
    };

    const handle = app.dbHandle;
    if (handle.pglite) {
      const unlisten = await handle.pglite.listen(EVENTS_CHANNEL, (payload) => void deliver(payload));
      app.addHook('onClose', async () => unlisten());
    } else if (handle.connectionString) {
      // A dedicated connection: LISTEN does not survive being handed back to a pool.
      const client = new pg.Client({ connectionString: handle.connectionString });
      await client.connect();
      client.on('notification', (msg) => msg.payload && void deliver(msg.payload));
      client.on('error', (err) => app.log.error({ err }, 'event listener connection failed'));
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      app.addHook('onClose', async () => {
        await client.end().catch(() => undefined);
      });
    }
  },
);
