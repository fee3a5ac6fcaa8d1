import { describe, expect, it } from 'vitest';
import { move, registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

// Issue 27 item 8: the bell counts what others did; a staff member's own actions are not news to them.
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const applicant = await registerApplicant(ctx);
const mona = await adminHeaders(ctx);
const karim = await adminHeaders(ctx);

const bell = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/events/all?seen=false&limit=50', headers })).json() as {
    unseen: number;
    items: { id: string; type: string; params: Record<string, unknown>; seen: boolean }[];
  };

/** A request the applicant submitted and paid in cash at the office (by Karim): Paid. */
async function paidRequest() {
  const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/gateways/record-cash-payment',
    headers: karim,
    payload: { groupId: group.groupId },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return group.requests[0]!;
}

describe("the bell and the reader's own actions", () => {
  it("does not count a staff member's own status change, and counts it for a colleague", async () => {
    const request = await paidRequest();
    const monaBefore = await bell(mona);
    const karimBefore = await bell(karim);

    await move(ctx, mona, request.id, [{ status: 'InProcess' }]);

    const monaAfter = await bell(mona);
    const karimAfter = await bell(karim);
    expect(monaAfter.unseen).toBe(monaBefore.unseen);
    expect(monaAfter.items.some((e) => e.type === 'request.status-changed')).toBe(false);
    expect(karimAfter.unseen).toBe(karimBefore.unseen + 1);
    expect(karimAfter.items[0]).toMatchObject({
      type: 'request.status-changed',
      params: { reference: request.reference, to: 'InProcess' },
      seen: false,
    });

    // In the full list Mona sees her own move as read; Karim's cash payment is new to her.
    const all = (await ctx.app.inject({ url: '/api/events/all?limit=50', headers: mona })).json();
    const own = all.items.find((e: { type: string }) => e.type === 'request.status-changed');
    expect(own).toMatchObject({ seen: true, actorAdminId: expect.any(String) });
    expect(monaAfter.items.some((e) => e.type === 'request.paid')).toBe(true);
    expect(karimAfter.items.some((e) => e.type === 'request.paid')).toBe(false);
  });

  it("does not count a staff member's own note", async () => {
    const before = await bell(mona);
    const note = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: mona,
      payload: { params: { text: 'Embassy closed on Sunday' } },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().seen).toBe(true);
    expect((await bell(mona)).unseen).toBe(before.unseen);
    expect((await bell(karim)).items.some((e) => e.id === note.json().id)).toBe(true);
  });

  it('sends the listener their own action as seen on the event stream, a colleague as new', async () => {
    const request = await paidRequest();
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async (headers: Record<string, string>, controller: AbortController) => {
      const res = await fetch(`${address}/api/events/stream`, { headers, signal: controller.signal });
      const reader = res.body!.getReader();
      // Wrapped: an async function returning the promise would wait for it.
      const seen = (async () => {
        let text = '';
        while (!text.includes('"request.status-changed"')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += new TextDecoder().decode(value);
        }
        const line = text.split('\n').find((l) => l.includes('"request.status-changed"'))!;
        return JSON.parse(line.slice('data: '.length)) as { seen: boolean };
      })();
      return { seen };
    };
    const controller = new AbortController();
    const forMona = await open(mona, controller);
    const forKarim = await open(karim, controller);
    await new Promise((r) => setTimeout(r, 100));
    await move(ctx, mona, request.id, [{ status: 'InProcess' }]);
    const [monaSaw, karimSaw] = await Promise.all([forMona.seen, forKarim.seen]);
    controller.abort();
    expect(monaSaw.seen).toBe(true);
    expect(karimSaw.seen).toBe(false);
  });
});
