import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startLoadBalancer } from './load-balancer';
import {
  onServer,
  preparedDatabase,
  type ServerProcess,
  signIn,
  startServer,
  waitReady,
} from './process-fixtures';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Two instances need one shared database: PostgreSQL only (PGlite is one process's directory).
describe.skipIf(!onServer)('a rolling restart of two instances behind a load balancer', () => {
  it('restarts each instance in turn under continuous reads and writes with no failed request and no lost write', async () => {
    const env = await preparedDatabase(300);
    // The balancer checks readiness every 100 ms; the delay gives it several checks to move away.
    const settings = { ...env, SHUTDOWN_DELAY_MS: '500', SHUTDOWN_GRACE_MS: '10000' };
    const ports = ['4270', '4271'];
    const servers: ServerProcess[] = ports.map((PORT) => startServer({ ...settings, PORT }));
    await Promise.all(servers.map((s) => waitReady(s)));
    const lb = await startLoadBalancer(
      servers.map((s) => s.base),
      { port: 4279 },
    );
    try {
      const auth = await signIn(lb.url);
      const headers = { ...auth, 'content-type': 'application/json' };

      const failures: string[] = [];
      const acknowledged: number[] = [];
      const counts = { reads: 0, writes: 0 };
      let sequence = 0;
      let stop = false;
      const operations = [
        () => fetch(`${lb.url}/api/requests/list?page=1&limit=20&status=Paid`, { headers: auth }),
        () => fetch(`${lb.url}/api/countries/complete-list`),
        () => fetch(`${lb.url}/api/requests/list?page=3&limit=50&sort=-createdAt`, { headers: auth }),
        () => fetch(`${lb.url}/api/events/all?limit=10`, { headers: auth }),
      ];
      const client = async (id: number) => {
        for (let i = id; !stop; i++) {
          const write = i % 4 === 0;
          const n = write ? ++sequence : 0;
          const label = write ? `POST /api/events #${n}` : `read ${i % operations.length}`;
          try {
            const res = write
              ? await fetch(`${lb.url}/api/events`, {
                  method: 'POST',
                  headers,
                  body: JSON.stringify({ type: 'note', params: { rolling: n } }),
                })
              : await operations[i % operations.length]!();
            const text = await res.text();
            if (!res.ok) failures.push(`${label}: ${res.status} ${text.slice(0, 200)}`);
            else if (write) acknowledged.push(n);
            counts[write ? 'writes' : 'reads']++;
          } catch (err) {
            failures.push(`${label}: ${(err as Error).message}`);
          }
        }
      };
      const clients = Promise.all([0, 1, 2, 3, 4, 5].map(client));

      // A back-office event stream through the balancer, reconnecting as the back office does: after
      // the stream ends, wait the server's `retry:` hint, then connect again (to whichever instance).
      const stream = { connects: 0, hintedEnds: 0, received: new Set<number>() };
      const watching = new AbortController();
      const watcher = (async () => {
        while (!watching.signal.aborted) {
          let hint: number | undefined;
          try {
            const res = await fetch(`${lb.url}/api/events/stream`, {
              headers: { ...auth, accept: 'text/event-stream' },
              signal: watching.signal,
            });
            if (!res.ok || !res.body) throw new Error(`answered ${res.status}`);
            stream.connects++;
            const decoder = new TextDecoder();
            let text = '';
            for await (const chunk of res.body) {
              text += decoder.decode(chunk as Uint8Array, { stream: true });
              const messages = text.split('\n\n');
              text = messages.pop()!;
              for (const message of messages) {
                const retry = /^retry: (\d+)$/m.exec(message);
                if (retry) hint = Number(retry[1]);
                const data = /^data: (.*)$/m.exec(message);
                const rolling = data
                  ? (JSON.parse(data[1]!) as { params?: { rolling?: number } }).params?.rolling
                  : undefined;
                if (rolling !== undefined) stream.received.add(rolling);
              }
            }
            // A shutdown's hint is 1-3 s; the hint sent on connecting is 5 s.
            if (hint !== undefined && hint < 5000) stream.hintedEnds++;
          } catch (err) {
            if (watching.signal.aborted) return;
            failures.push(`event stream: ${(err as Error).message}`);
          }
          await sleep(hint ?? 1000);
        }
      })();

      await sleep(1000);
      const restarts: { instance: number; exitCode: number | null; servedAfter: number }[] = [];
      for (const index of [0, 1]) {
        const old = servers[index]!;
        old.child.kill('SIGTERM');
        const exitCode = await old.exited;
        const backend = lb.backends[index]!;
        const servedBefore = backend.served;
        servers[index] = startServer({ ...settings, PORT: ports[index]! });
        await waitReady(servers[index]!);
        // Back in rotation: wait until the balancer has sent the new instance real traffic.
        for (let waited = 0; backend.served < servedBefore + 50 && waited < 15_000; waited += 50)
          await sleep(50);
        restarts.push({ instance: index, exitCode, servedAfter: backend.served - servedBefore });
      }
      await sleep(500);
      stop = true;
      await clients;

      // The stream moved to the other instance each time its own stopped, and still delivers.
      const last = ++sequence;
      const note = await fetch(`${lb.url}/api/events`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'note', params: { rolling: last } }),
      });
      expect(note.status).toBe(201);
      acknowledged.push(last);
      for (let waited = 0; !stream.received.has(last) && waited < 5_000; waited += 50) await sleep(50);
      watching.abort();
      await watcher;
      expect(stream.received.has(last)).toBe(true);
      expect(stream.hintedEnds).toBeGreaterThanOrEqual(1);
      expect(stream.connects).toBe(stream.hintedEnds + 1);

      expect(failures).toEqual([]);
      expect(restarts).toEqual([
        { instance: 0, exitCode: 0, servedAfter: expect.any(Number) },
        { instance: 1, exitCode: 0, servedAfter: expect.any(Number) },
      ]);
      for (const r of restarts) expect(r.servedAfter).toBeGreaterThanOrEqual(50);
      expect(counts.reads).toBeGreaterThan(300);
      expect(counts.writes).toBeGreaterThan(100);

      // Every write the client saw succeed is in the database, exactly once.
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      try {
        const { rows } = await db.query<{ n: number }>(
          `select (params->>'rolling')::int as n from events where type = 'note' and params ? 'rolling'`,
        );
        const stored = rows.map((r) => r.n).sort((a, b) => a - b);
        expect(stored).toEqual([...acknowledged].sort((a, b) => a - b));
      } finally {
        await db.end();
      }
      console.log(
        `rolling restart: ${counts.reads} reads and ${counts.writes} writes, 0 failed; balancer retries ${JSON.stringify(lb.retries)}; event stream connected ${stream.connects} times, received ${stream.received.size} of ${acknowledged.length} notes`,
      );
    } finally {
      await lb.close();
    }
  }, 60_000);
});
