import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A fault-injecting TCP proxy on loopback (test scaffolding in the spirit of Toxiproxy): it pipes
 * each accepted connection to `target` and can, on demand,
 * - `cut()`: destroy every open connection (a restart or a killed backend);
 * - `down()`: cut, and refuse new connections (ECONNREFUSED) until `restore()`;
 * - `blackhole()`: keep every connection, old and new, open but forward nothing (a silent
 *   network); `restore()` then drops those connections, whose streams lost bytes;
 * - `latency(ms)`: delay every chunk, both ways.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket | null }>();
  private mode: 'up' | 'down' | 'blackhole' = 'up';
  private delayMs = 0;
  port = 0;
  /** Connections accepted so far (for assertions that a reconnect happened). */
  accepted = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(port = 0): Promise<number> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  /** A postgres:// URL like `url` that goes through this proxy. */
  urlFor(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  private accept(client: Socket) {
    this.accepted += 1;
    client.setNoDelay(true);
    const pair: { client: Socket; upstream: Socket | null } = { client, upstream: null };
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on('error', end);
    client.on('close', end);
    if (this.mode === 'blackhole') {
      // Accepted, never answered: the client waits until its own timeout.
      client.on('data', () => {});
      return;
    }
    const upstream = tcpConnect(this.target.port, this.target.host);
    upstream.setNoDelay(true);
    pair.upstream = upstream;
    upstream.on('error', end);
    upstream.on('close', end);
    this.forward(client, upstream);
    this.forward(upstream, client);
  }

  private forward(from: Socket, to: Socket) {
    from.on('data', (chunk: Buffer) => {
      if (this.mode === 'blackhole') return;
      if (this.delayMs === 0) {
        if (!to.destroyed) to.write(chunk);
        return;
      }
      // Equal delays keep the order of chunks (timers of one duration fire in order).
      setTimeout(() => {
        if (!to.destroyed && this.mode !== 'blackhole') to.write(chunk);
      }, this.delayMs);
    });
  }

  /** Destroys every open connection; new ones are still accepted. */
  cut() {
    for (const pair of [...this.pairs]) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
  }

  /** Cuts and refuses new connections: the listening socket is closed. */
  async down() {
    this.mode = 'down';
    this.cut();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  blackhole() {
    this.mode = 'blackhole';
  }

  latency(ms: number) {
    this.delayMs = ms;
  }

  /** Back to normal: listening again if down, black-holed connections dropped, no latency. */
  async restore() {
    const was = this.mode;
    this.mode = 'up';
    this.delayMs = 0;
    if (was === 'blackhole') this.cut();
    if (was === 'down') await this.listen(this.port);
  }

  async close() {
    this.mode = 'down';
    this.cut();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
