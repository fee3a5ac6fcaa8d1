import { createApiClient } from '@visadesk/client';
import type { AppEvent } from '@visadesk/contract/events';
import { paths } from '@visadesk/contract/paths';
import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, type EventStreamDeps, listenToEvents } from '../event-stream';

/**
 * The stream opened as the app opens it (api.stream), on a fetch the test scripts: the token
 * comes from `getToken`, and a renewal answers what `renewToken` gives (a refusal if it rejects).
 */
function viaClient({
  getToken,
  renewToken,
  fetch,
  ...rest
}: {
  getToken(): string | undefined;
  renewToken(): Promise<string>;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
} & Omit<EventStreamDeps, 'open'>): EventStreamDeps {
  let access = getToken();
  const api = createApiClient({
    tokens: {
      getAccessToken: () => access,
      getRefreshToken: () => 'refresh',
      setTokens: (token) => {
        access = token;
      },
    },
    refreshRoute: paths.auth.refreshAdminToken,
    onRenewalFailed: () => {},
    fetch: (url, init) =>
      url === paths.auth.refreshAdminToken.path
        ? renewToken().then(
            (token) => new Response(JSON.stringify({ access_token: token, refresh_token: 'r' })),
            () => new Response(null, { status: 401 }),
          )
        : fetch(url, init),
  });
  return { ...rest, open: (headers, signal) => api.stream(paths.events.stream, { headers, signal }) };
}

const encoder = new TextEncoder();

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const appEvent = (id: string): AppEvent => ({
  id,
  type: 'request.status-changed',
  requestId: null,
  ticketId: null,
  params: { reference: 'VD-2026-000001', from: 'Paid', to: 'InProcess' },
  seen: false,
  actorAdminId: null,
  seenAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const sse = (event: AppEvent) => `event: app-event\ndata: ${JSON.stringify(event)}\n\n`;

describe('listenToEvents', () => {
  it('delivers events, reconnects when the stream ends, and stops when aborted', async () => {
    const controller = new AbortController();
    const received: string[] = [];
    const whole = sse(appEvent('e1'));
    const responses = [
      // An Arabic-free but split message, then a heartbeat.
      new Response(streamOf([whole.slice(0, 20), whole.slice(20), ': ping\n\n']), { status: 200 }),
      new Response(streamOf([sse(appEvent('e2'))]), { status: 200 }),
    ];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
      const next = responses.shift();
      if (!next) {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      }
      return next;
    });
    const sleep = vi.fn(async () => {});
    await listenToEvents(
      controller.signal,
      { onEvent: (e) => received.push(e.id) },
      viaClient({
        getToken: () => 'token-1',
        renewToken: async () => 'token-2',
        fetch,
        sleep,
        random: () => 0,
      }),
    );
    expect(received).toEqual(['e1', 'e2']);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('hands export progress to its handler, ignoring malformed messages, apart from events', async () => {
    const controller = new AbortController();
    const progress: unknown[] = [];
    const events: string[] = [];
    const exportId = '0b9d3b2a-6f4e-4c1d-9a8b-2f0e6d5c4b3a';
    const body = [
      `event: export-progress\ndata: ${JSON.stringify({ exportId, rows: 5000, done: false })}\n\n`,
      'event: export-progress\ndata: {not json\n\n',
      `event: export-progress\ndata: ${JSON.stringify({ exportId: 'x', rows: -1, done: 'no' })}\n\n`,
      sse(appEvent('e1')),
      `event: export-progress\ndata: ${JSON.stringify({ exportId, rows: 12000, done: true })}\n\n`,
    ];
    let served = false;
    const fetch = vi.fn(async () => {
      if (served) {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      }
      served = true;
      return new Response(streamOf(body), { status: 200 });
    });
    await listenToEvents(
      controller.signal,
      { onEvent: (e) => events.push(e.id), onExportProgress: (p) => progress.push(p) },
      viaClient({
        getToken: () => 'token-1',
        renewToken: async () => 'token-2',
        fetch,
        sleep: async () => {},
      }),
    );
    expect(events).toEqual(['e1']);
    expect(progress).toEqual([
      { exportId, rows: 5000, done: false },
      { exportId, rows: 12000, done: true },
    ]);
  });

  it('renews the token on 401 and retries with the new one', async () => {
    const controller = new AbortController();
    const tokens: (string | null)[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      tokens.push(new Headers(init?.headers).get('authorization'));
      if (tokens.length === 1) return new Response(null, { status: 401 });
      controller.abort();
      return new Response(streamOf([sse(appEvent('e1'))]), { status: 200 });
    });
    const onEvent = vi.fn();
    await listenToEvents(
      controller.signal,
      { onEvent },
      viaClient({
        getToken: () => 'old',
        renewToken: async () => 'new',
        fetch,
        sleep: async () => {},
      }),
    );
    expect(tokens).toEqual(['Bearer old', 'Bearer new']);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('gives up when the session cannot be renewed (signed out)', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 401 }));
    await listenToEvents(
      new AbortController().signal,
      { onEvent: vi.fn() },
      viaClient({
        getToken: () => 'old',
        renewToken: () => Promise.reject(new Error('logged out')),
        fetch,
        sleep: async () => {},
      }),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not connect without a token', async () => {
    const fetch = vi.fn();
    await listenToEvents(
      new AbortController().signal,
      { onEvent: vi.fn() },
      viaClient({
        getToken: () => undefined,
        renewToken: async () => 'x',
        fetch,
      }),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reconnects with the last id it saw, handles a replayed event once, and waits as a 503 asks', async () => {
    const controller = new AbortController();
    const received: string[] = [];
    const sent: (string | null)[] = [];
    const withId = (event: AppEvent) => `id: ${event.id}\n${sse(event)}`;
    const responses = [
      new Response(streamOf(['retry: 700\n\n', withId(appEvent('e1')), withId(appEvent('e2'))]), {
        status: 200,
      }),
      new Response(JSON.stringify({ code: 'DATABASE_UNAVAILABLE' }), {
        status: 503,
        headers: { 'retry-after': '3' },
      }),
      // The replay repeats e2 (written just before the cursor) before the missed e3.
      new Response(streamOf([withId(appEvent('e2')), withId(appEvent('e3'))]), { status: 200 }),
    ];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('last-event-id'));
      const next = responses.shift();
      if (!next) {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      }
      return next;
    });
    const sleep = vi.fn(async (_ms: number) => {});
    await listenToEvents(
      controller.signal,
      { onEvent: (e) => received.push(e.id) },
      viaClient({
        getToken: () => 'token-1',
        renewToken: async () => 'token-2',
        fetch,
        sleep,
        random: () => 0,
      }),
    );
    expect(received).toEqual(['e1', 'e2', 'e3']);
    expect(sent).toEqual([null, 'e2', 'e2', 'e3']);
    // The server's retry: first, then at least the 503's Retry-After.
    expect(sleep.mock.calls.map((call) => call[0])).toEqual([700, 3000, 700]);
  });

  it('hands on an upload burst event again when it counts one more file, but not a plain repeat', async () => {
    const controller = new AbortController();
    const received: string[] = [];
    const burst = (count: number): AppEvent => ({
      ...appEvent('b1'),
      type: 'request.document-uploaded',
      params: { reference: 'VD-2026-000001', fileName: `page-${count}.pdf`, by: 'user', count },
    });
    const responses = [
      new Response(streamOf([sse(burst(1)), sse(burst(2)), sse(burst(2))]), { status: 200 }),
    ];
    const fetch = vi.fn(async () => {
      const next = responses.shift();
      if (!next) {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      }
      return next;
    });
    await listenToEvents(
      controller.signal,
      { onEvent: (e) => received.push(`${e.id}:${e.params.fileName}`) },
      viaClient({
        getToken: () => 'token-1',
        renewToken: async () => 'token-2',
        fetch,
        sleep: async () => {},
      }),
    );
    expect(received).toEqual(['b1:page-1.pdf', 'b1:page-2.pdf']);
  });

  it('backs off exponentially up to 30 s', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
    expect(backoffDelay(20, () => 0)).toBe(15_000);
  });
});
