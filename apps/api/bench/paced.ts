/**
 * An open-loop load at a fixed rate: request i is due at start + i / rate, whatever happened to
 * the ones before it, and its latency counts from when it was due (a late generator or a slow
 * server both show). This is what "p99 at 50 req/s" means for users arriving at that rate.
 *
 * autocannon's `overallRate` is not this: each connection sends its share of the second's
 * requests back to back at the top of every second, then waits, so "50 req/s over 10 connections"
 * is a burst of 10 concurrent clients 5 deep once a second; its p99 measures the burst (the bare
 * node:http + pg server itself showed 15–41 ms there for a 1–2 ms query).
 */
import http from 'node:http';

export interface PacedResult {
  rate: number;
  sent: number;
  ok: number;
  /** Answers other than 2xx, and requests that failed on the connection. */
  failed: number;
  p50: number;
  p99: number;
  max: number;
  /** How late the generator itself fired, at worst (ms): a large value means it was starved. */
  maxLag: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function paced(
  url: string,
  headers: Record<string, string>,
  options: { rate: number; seconds: number; connections?: number },
): Promise<PacedResult> {
  const { rate, seconds } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 10 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let maxLag = 0;
  const inFlight: Promise<void>[] = [];

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (res.statusCode && res.statusCode >= 200 && res.statusCode < 300) ok++;
          else failed++;
          resolve();
        });
      });
      req.on('error', () => {
        failed++;
        resolve();
      });
    });

  const start = performance.now() + 20;
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    maxLag = Math.max(maxLag, performance.now() - due);
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    rate,
    sent: total,
    ok,
    failed,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    maxLag: round(maxLag),
  };
}
