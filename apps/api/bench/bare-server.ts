/**
 * The bare baseline of `npm run bench:api`: plain node:http + a pg Pool answering the benchmarked
 * list URLs with the product's JSON body from the SQL in bare-sql.ts — no framework, no auth, no
 * validation, no compression. api.ts starts it as a child process (its own event loop, like the
 * product). Environment: DATABASE_URL, PORT, BARE_POOL_SIZE (default 10), BARE_MODE.
 */
import http from 'node:http';
import pg from 'pg';
import { BARE_ROUTES, detectContext } from './bare-sql';

// Dates as PostgreSQL writes them (YYYY-MM-DD), like drizzle's date columns in string mode.
pg.types.setTypeParser(1082, (v) => v);

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.BARE_POOL_SIZE ?? 10),
});
pool.on('error', (err) => console.error(`bare server: database connection lost: ${err.message}`));
const ctx = await detectContext(pool, process.env.BARE_MODE);

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://bare');
  const handler = BARE_ROUTES[url.pathname];
  if (!handler) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    return;
  }
  try {
    const body = JSON.stringify(await handler(ctx, url.searchParams));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  } catch (error) {
    console.error(`bare server: ${url.pathname}: ${(error as Error).message}`);
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"bare server failed"}');
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`bare server listening on ${address.port} (mode ${ctx.mode})`);
});
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
