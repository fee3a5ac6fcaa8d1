import { Agent, createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test scaffolding: a round-robin load balancer on loopback, doing what a cloud load balancer or
 * nginx does in front of several VisaDesk instances. Each backend's `/api/health/ready` is polled;
 * a backend answering anything but 200, or refusing the connection, gets no new requests until it
 * is ready again. A request whose connection a backend refuses is sent to the next one (it never
 * reached the first, so this is safe for any method); an idempotent request is also retried when the
 * connection fails before an answer, and any request an instance refused unprocessed because it
 * was closing (503 SHUTTING_DOWN with `Connection: close`).
 */
export interface Backend {
  url: string;
  ready: boolean;
  served: number;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
// What VisaDesk answers, before any handler runs, to a request arriving while it closes.
const CLOSING_CODE = '"code":"SHUTTING_DOWN"';

export interface LoadBalancer {
  url: string;
  backends: Backend[];
  /** Requests sent to another backend after a failed attempt, by reason. */
  retries: Record<string, number>;
  close(): Promise<void>;
}

export async function startLoadBalancer(
  backendUrls: string[],
  options: { port?: number; checkEveryMs?: number } = {},
): Promise<LoadBalancer> {
  const backends: Backend[] = backendUrls.map((url) => ({ url, ready: false, served: 0 }));
  const agents = new Map(backends.map((b) => [b, new Agent({ keepAlive: true, maxSockets: 64 })]));
  const retries: Record<string, number> = {};
  let next = 0;
  let stopped = false;

  const check = async (backend: Backend) => {
    const ok = await fetch(`${backend.url}/api/health/ready`, {
      signal: AbortSignal.timeout(1000),
      headers: { connection: 'close' },
    }).then(
      async (r) => {
        await r.body?.cancel();
        return r.status === 200;
      },
      () => false,
    );
    backend.ready = ok;
  };
  const checking = (async () => {
    while (!stopped) {
      await Promise.all(backends.map(check));
      await new Promise((r) => setTimeout(r, options.checkEveryMs ?? 100));
    }
  })();
  await Promise.all(backends.map(check));

  const pick = (exclude: Set<Backend>) => {
    for (let i = 0; i < backends.length; i++) {
      const backend = backends[(next + i) % backends.length]!;
      if (backend.ready && !exclude.has(backend)) {
        next = (next + i + 1) % backends.length;
        return backend;
      }
    }
    return undefined;
  };

  type Attempt =
    | { kind: 'answer'; res: IncomingMessage }
    | { kind: 'retry'; reason: string }
    | { kind: 'fail'; reason: string };

  const attempt = (backend: Backend, req: IncomingMessage, body: Buffer) =>
    new Promise<Attempt>((resolve) => {
      const headers: Record<string, string | string[] | undefined> = {
        ...req.headers,
        host: new URL(backend.url).host,
        'content-length': String(body.length),
      };
      // Hop-by-hop headers stay on their hop.
      delete headers['transfer-encoding'];
      delete headers.connection;
      delete headers['keep-alive'];
      const out = request(
        `${backend.url}${req.url}`,
        { method: req.method, headers, agent: agents.get(backend) },
        (res) => {
          if (res.statusCode === 503 && res.headers.connection === 'close') {
            // Possibly the closing answer: read it to tell it from the API's other 503s.
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString();
              if (text.includes(CLOSING_CODE)) resolve({ kind: 'retry', reason: 'closing' });
              else resolve({ kind: 'answer', res: Object.assign(res, { bufferedBody: text }) });
            });
            return;
          }
          resolve({ kind: 'answer', res });
        },
      );
      out.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED') {
          backend.ready = false;
          resolve({ kind: 'retry', reason: 'refused' });
        } else if (IDEMPOTENT.has(req.method ?? 'GET')) {
          resolve({ kind: 'retry', reason: err.code ?? err.message });
        } else {
          resolve({ kind: 'fail', reason: err.code ?? err.message });
        }
      });
      out.end(body);
    });

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<Backend>();
    for (let i = 0; i < 2 * backends.length + 2; i++) {
      let backend = pick(tried);
      if (!backend) {
        // Every backend is out (or already tried): wait for one to be ready, as a queueing LB would.
        tried.clear();
        await new Promise((r) => setTimeout(r, 100));
        backend = pick(tried);
        if (!backend) continue;
      }
      tried.add(backend);
      const result = await attempt(backend, req, body);
      if (result.kind === 'retry') {
        retries[result.reason] = (retries[result.reason] ?? 0) + 1;
        continue;
      }
      if (result.kind === 'fail') break;
      backend.served++;
      const upstream = result.res as IncomingMessage & { bufferedBody?: string };
      const { connection: _c, 'keep-alive': _k, ...headers } = upstream.headers;
      res.writeHead(upstream.statusCode ?? 502, headers);
      if (upstream.bufferedBody !== undefined) res.end(upstream.bufferedBody);
      else upstream.pipe(res);
      return;
    }
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, code: 'BAD_GATEWAY', message: 'no backend answered' }));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    backends,
    retries,
    async close() {
      stopped = true;
      await checking;
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      for (const agent of agents.values()) agent.destroy();
    },
  };
}
