import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { streamEndReason } from './principal-check';

const HEARTBEAT_MS = 25_000;

/**
 * Holds the response open and writes each committed event as an SSE message. A comment line every
 * 25 s keeps proxies from closing an idle stream; the client reconnects with its own backoff.
 * Every `principalCheckMs` the listener is re-checked, and the stream ends once it may no longer listen.
 */
export function streamEvents(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 5000\n: connected\n\n');
  const unsubscribe = app.eventHub.subscribe((event) => {
    res.write(`id: ${event.id}\nevent: app-event\ndata: ${JSON.stringify(event)}\n\n`);
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
