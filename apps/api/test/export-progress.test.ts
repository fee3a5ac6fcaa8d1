import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { fillPaidRequests, registerApplicant, seedCatalog } from './application-fixtures';
import { adminHeaders, bearer, buildTestApp, createAdmin, login } from './helpers';

// An XLSX export's zipped bytes say nothing about rows, so the server announces rows written so
// far on the exporting admin's event stream (`export-progress`, by the id the client chose), from
// whichever instance runs the export (NOTIFY, as events). Nobody else's stream hears it.

const ROWS = 12_000;
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const catalog = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);
const other = await createAdmin(ctx);
const otherAdmin = bearer((await login(ctx, other.email, other.password)).json().access_token as string);
await fillPaidRequests(ctx, ROWS, 'VD-G-2026-910000', catalog, applicant);
const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const streams: AbortController[] = [];
afterAll(() => {
  for (const s of streams) s.abort();
});

/** Opens an event stream and collects its `export-progress` messages. */
async function progressStream(headers: Record<string, string>) {
  const controller = new AbortController();
  streams.push(controller);
  const res = await fetch(`${address}/api/events/stream`, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  const messages: { exportId: string; rows: number; done: boolean }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let end = text.indexOf('\n\n');
      while (end !== -1) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        if (block.startsWith('event: export-progress\n'))
          messages.push(JSON.parse(block.split('\n')[1]!.replace(/^data: /, '')));
        end = text.indexOf('\n\n');
      }
    }
  })();
  return messages;
}

describe('export progress on the event stream', () => {
  it("announces an XLSX export's rows to its admin's stream, ending with every row", async () => {
    const mine = await progressStream(admin);
    const theirs = await progressStream(otherAdmin);
    const exportId = randomUUID();
    const res = await fetch(`${address}/api/requests/export-list/xlsx?progress=${exportId}`, {
      headers: { ...admin, 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    for (let i = 0; i < 100 && !mine.some((m) => m.done); i++) await new Promise((r) => setTimeout(r, 50));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => m.exportId === exportId)).toBe(true);
    expect(mine.at(-1)).toEqual({ exportId, rows: ROWS, done: true });
    const counts = mine.map((m) => m.rows);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // Another admin's stream hears nothing of it.
    expect(theirs).toEqual([]);
  }, 60_000);

  it('refuses a progress id that is not a UUID, and announces nothing without one', async () => {
    const bad = await ctx.app.inject({
      url: '/api/requests/export-list/xlsx?progress=not-an-id',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^querystring\.progress: /);
    const mine = await progressStream(admin);
    const res = await fetch(`${address}/api/requests/export-list/xlsx?status=Paid`, { headers: admin });
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 300));
    expect(mine).toEqual([]);
  }, 60_000);
});
