import type { AppEvent } from '@visadesk/contract';
import { desc, events, sql } from '@visadesk/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../../lib/http/request-id';
import { toEvent } from './mappers';
import { streamEndReason } from './principal-check';
import { forReader } from './service';

const HEARTBEAT_MS = 25_000;
/** A reconnecting stream is sent at most this many of the events it missed (the newest). */
export const REPLAY_LIMIT = 500;
/**
 * Events written up to this long before the one the client last saw are sent again: a
 * transaction that wrote its event earlier may have committed later. Clients drop ids they have.
 */
const LATE_COMMIT_OVERLAP = '1 second';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id the client saw last: the Last-Event-ID header, or `lastEventId` in the query. */
export function resumeAfter(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  const fromQuery = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const id = typeof header === 'string' && header ? header : fromQuery;
  return typeof id === 'string' && UUID.test(id.trim()) ? id.trim().toLowerCase() : undefined;
}

/**
 * The events after `lastId` in the order they were written (created_at, id), oldest first, at
 * most REPLAY_LIMIT of them (the newest when more were missed). Every event is listed to whoever
 * may open the stream, so the replay applies the same rule. An id that is not in the table (never
 * was, or deleted since) replays nothing.
 */
export async function eventsAfter(app: FastifyInstance, lastId: string) {
  const rows = await app.db
    .select()
    .from(events)
    .where(
      sql`${events.id} <> ${lastId} and (${events.createdAt}, ${events.id}) > (
        select created_at - interval '${sql.raw(LATE_COMMIT_OVERLAP)}', id from ${events} where id = ${lastId})`,
    )
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(REPLAY_LIMIT + 1);
  const truncated = rows.length > REPLAY_LIMIT;
  return { events: rows.slice(0, REPLAY_LIMIT).reverse().map(toEvent), truncated };
}

const messageText = (event: AppEvent) =>
  `id: ${event.id}\nevent: app-event\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * Holds the response open and writes each committed event as an SSE message with its id. A client
 * that reconnects with the last id it saw (Last-Event-ID) is first sent what it missed, from the
 * events table, then the live events; none is lost between the two, none is sent twice. A comment
 * line every 25 s keeps proxies from closing an idle stream; the client reconnects with its own backoff.
 * Every `principalCheckMs` the listener is re-checked, and the stream ends once it may no longer listen.
 */
export async function streamEvents(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  // Live events are held from here on while the missed ones are read, so none falls in between.
  let write: ((event: AppEvent) => void) | null = null;
  const held: AppEvent[] = [];
  const unsubscribe = app.eventHub.subscribe((event) => (write ? write(event) : held.push(event)));
  let replay: Awaited<ReturnType<typeof eventsAfter>> = { events: [], truncated: false };
  const lastId = resumeAfter(request);
  try {
    // Before the response starts: a database failure here is an ordinary 503 the client retries.
    if (lastId) replay = await eventsAfter(app, lastId);
  } catch (err) {
    unsubscribe();
    throw err;
  }
  if (reply.raw.destroyed || request.raw.socket?.destroyed) {
    unsubscribe();
    return;
  }
  reply.hijack();
  const res = reply.raw;
  // A hijacked reply skips Fastify's headers: the request id every answer carries is set here.
  res.writeHead(200, {
    [REQUEST_ID_HEADER]: request.id,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 5000\n: connected\n\n');
  // Each listener is sent events as they see them: their own actions arrive already seen.
  const reader = request.principal?.sub;
  const message = (event: AppEvent) => messageText(forReader(event, reader));
  if (replay.truncated) res.write(`: replay limited to the last ${REPLAY_LIMIT} events\n\n`);
  const replayed = new Set(replay.events.map((e) => e.id));
  for (const event of replay.events) res.write(message(event));
  write = (event) => {
    if (!replayed.has(event.id)) res.write(message(event));
  };
  for (const event of held.splice(0)) write(event);
  // The listener's own exports report their rows here (XLSX progress in the back office).
  const unsubscribeProgress = app.eventHub.subscribeProgress(({ adminId, ...progress }) => {
    if (adminId === request.principal?.sub && !res.writableEnded)
      res.write(`event: export-progress\ndata: ${JSON.stringify(progress)}\n\n`);
  });
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  // The token was checked once, at connect; re-check who is listening, and say why before ending.
  const principal = request.principal;
  const permission = request.routeOptions.config.permission;
  let checking = false;
  const recheck = setInterval(async () => {
    if (checking || !principal) return;
    checking = true;
    const reason = await streamEndReason(app, principal, permission).catch((err) => {
      app.log.warn({ err }, 'could not re-check an event stream');
      return null;
    });
    checking = false;
    if (!reason || res.writableEnded) return;
    res.write(`event: stream-end\ndata: ${JSON.stringify({ reason })}\n\n`);
    close();
  }, app.eventHub.principalCheckMs);
  const close = () => {
    clearInterval(heartbeat);
    clearInterval(recheck);
    unsubscribe();
    unsubscribeProgress();
    untrack();
    if (!res.writableEnded) res.end();
  };
  // Shutting down (closeAll): a reconnect hint first, spread over 1-3 s so the clients of a stopping
  // instance do not all reconnect to the others at the same moment.
  const untrack = app.eventHub.track(() => {
    if (!res.writableEnded) res.write(`retry: ${1000 + Math.floor(Math.random() * 2000)}\n\n`);
    close();
  });
  request.raw.on('close', close);
}
