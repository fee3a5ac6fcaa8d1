import type { AppEvent } from '@visadesk/contract/events';
import { createSseParser } from './sse-parser';

export interface EventStreamDeps {
  url?: string;
  getToken(): string | undefined;
  /** The HTTP client's refresh queue; rejects when the session is over. */
  renewToken(): Promise<string>;
  fetch?: typeof fetch;
  /** Waits between reconnects; injectable for tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

export interface EventStreamHandlers {
  onEvent(event: AppEvent): void;
  /** Connected (again): a good moment to re-read what was missed while away. */
  onOpen?(): void;
}

const MIN_DELAY = 1_000;
const MAX_DELAY = 30_000;

/** Exponential backoff with jitter, so many tabs do not all come back at the same instant. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY, MIN_DELAY * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const id = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(id);
      resolve();
    });
  });
}

/**
 * Listens to GET /api/events/stream until `signal` aborts. fetch rather than EventSource, because
 * EventSource cannot send the Authorization header. Reconnects with backoff when the stream ends
 * or fails; a 401 renews the token once per attempt; a failed renewal (logged out) stops it.
 */
export async function listenToEvents(
  signal: AbortSignal,
  handlers: EventStreamHandlers,
  deps: EventStreamDeps,
) {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const sleep = deps.sleep ?? defaultSleep;
  const url = deps.url ?? '/api/events/stream';
  let attempt = 0;
  let serverDelay: number | undefined;

  while (!signal.aborted) {
    try {
      let token = deps.getToken();
      if (!token) return;
      let res = await doFetch(url, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        signal,
      });
      if (res.status === 401) {
        await res.body?.cancel();
        try {
          token = await deps.renewToken();
        } catch {
          return;
        }
        res = await doFetch(url, {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          signal,
        });
      }
      if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
      attempt = 0;
      handlers.onOpen?.();
      const parser = createSseParser(
        (message) => {
          if (message.event !== 'app-event') return;
          try {
            handlers.onEvent(JSON.parse(message.data) as AppEvent);
          } catch {
            // a malformed message must not end the stream
          }
        },
        (ms) => {
          serverDelay = ms;
        },
      );
      const reader = res.body.getReader();
      // stream: true keeps a character split across chunks (Arabic is multi-byte) for the next one.
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      if (signal.aborted) return;
    }
    if (signal.aborted) return;
    const delay =
      attempt === 0 && serverDelay !== undefined ? serverDelay : backoffDelay(attempt, deps.random);
    attempt += 1;
    await sleep(delay, signal);
  }
}
