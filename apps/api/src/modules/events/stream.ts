import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 25_000;

/**
 * Holds the response open and writes each committed event as an SSE message. A comment line every
 * 25 s keeps proxies from closing an idle stream; the client reconnects with its own backoff.
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
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
    if (!res.writableEnded) res.end();
  };
  const untrack = app.eventHub.track(close);
  request.raw.on('close', close);
}
