import { describe, expect, it } from 'vitest';
import { RecordingNotifier } from '../src/plugins/notifier';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);

describe('events', () => {
  it('lists, reads, marks seen one or many, updates and deletes', async () => {
    await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
    await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
    const unseen = (await ctx.app.inject({ url: '/api/events/all?seen=false', headers: admin })).json();
    expect(unseen.total).toBeGreaterThanOrEqual(2);
    expect(unseen.unseen).toBe(unseen.total);
    const [first, second] = unseen.items;
    expect(first.type).toBe('request.submitted');
    expect(first.params.visaTitleAr).toMatch(/[\u0600-\u06FF]/);

    const toggled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/toggle-seen/${first.id}`,
      headers: admin,
    });
    expect(toggled.json()).toMatchObject({ seen: true, seenAt: expect.any(String) });
    const back = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/toggle-seen/${first.id}`,
      headers: admin,
    });
    expect(back.json()).toMatchObject({ seen: false, seenAt: null });

    const many = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/toggle-seen-many?ids=${first.id},${second.id}`,
      headers: admin,
    });
    expect(many.json()).toEqual({ updated: 2 });
    expect((await ctx.app.inject({ url: `/api/events/${first.id}`, headers: admin })).json().seen).toBe(true);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/events/toggle-seen-many?ids=nope',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);

    const note = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: { params: { text: 'Office closed on Friday' } },
    });
    expect(note.statusCode).toBe(201);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${note.json().id}`,
      headers: admin,
      payload: { params: { text: 'Office closed on Saturday' } },
    });
    expect(edited.json().params.text).toBe('Office closed on Saturday');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/events/${note.json().id}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    expect((await ctx.app.inject({ url: `/api/events/${note.json().id}`, headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('streams a committed event to an open back-office connection', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/events/stream`, {
      headers: { ...admin, 'x-request-id': 'stream-req-1' },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    // Like every answer, the stream names its request id (it writes its own head).
    expect(res.headers.get('x-request-id')).toBe('stream-req-1');
    const reader = res.body!.getReader();
    const received = (async () => {
      let text = '';
      while (!text.includes('event: app-event')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      return text;
    })();
    await new Promise((r) => setTimeout(r, 100));
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
    const text = await received;
    controller.abort();
    const data = JSON.parse(
      text
        .split('\n')
        .find((l) => l.startsWith('data: '))!
        .slice(6),
    );
    expect(data).toMatchObject({
      type: 'request.submitted',
      params: { groupReference: group.groupReference },
    });
  });

  it('refuses the stream without an admin token', async () => {
    expect((await ctx.app.inject({ url: '/api/events/stream' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/events/stream', headers: applicant.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('tickets', () => {
  it('opens a ticket from a visitor with an event, and lets staff list and close it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ticket',
      payload: {
        name: 'Mustafa',
        email: 'mustafa@example.iq',
        subject: 'Payment question',
        message: 'I paid twice by mistake, please help.',
      },
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({ status: 'open', userId: null });
    const events = (await ctx.app.inject({ url: '/api/events/all', headers: admin })).json();
    expect(events.items.some((e: { ticketId: string }) => e.ticketId === ticket.id)).toBe(true);
    const list = (await ctx.app.inject({ url: '/api/tickets/list?status=open', headers: admin })).json();
    expect(list.items.map((t: { id: string }) => t.id)).toContain(ticket.id);
    const closed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tickets/${ticket.id}`,
      headers: admin,
      payload: { status: 'closed' },
    });
    expect(closed.json().status).toBe('closed');
    const mine = await ctx.app.inject({
      method: 'POST',
      url: '/api/ticket',
      headers: applicant.headers,
      payload: {
        name: 'Zainab',
        email: applicant.email,
        subject: 'Where is my visa',
        message: 'It has been two weeks already.',
      },
    });
    expect(mine.json().userId).toBe(applicant.id);
  });
});

describe('push notifications', () => {
  it('records what it would send when Firebase is not configured', async () => {
    expect(ctx.app.notifier).toBeInstanceOf(RecordingNotifier);
    const recorder = ctx.app.notifier as RecordingNotifier;
    const token = 'fcm-token-of-the-office-laptop-0001';
    const reg = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/update-fcm',
      headers: admin,
      payload: { token },
    });
    expect(reg.statusCode).toBe(200);
    const test = await ctx.app.inject({
      method: 'POST',
      url: '/api/requests/send-test-notification',
      headers: admin,
    });
    expect(test.json()).toEqual({ driver: 'recording', sent: 1, failed: 0 });
    expect(recorder.sent.at(-1)!.tokens).toEqual([token]);

    const appToken = 'fcm-token-of-an-applicant-phone-0002';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/firebase/register-token',
      headers: applicant.headers,
      payload: { token: appToken },
    });
    const send = await ctx.app.inject({
      method: 'POST',
      url: '/api/firebase/send',
      headers: admin,
      payload: { userIds: [applicant.id], title: 'طلبك', body: 'تمت الموافقة على التأشيرة' },
    });
    expect(send.json()).toMatchObject({ sent: 1 });
    expect(recorder.sent.at(-1)).toEqual({
      tokens: [appToken],
      message: { title: 'طلبك', body: 'تمت الموافقة على التأشيرة' },
    });
  });
});
