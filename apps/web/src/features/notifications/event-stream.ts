import { type AppEvent, eventDeliveryKey } from '@visadesk/contract/events';
import { type ExportProgress, exportProgressSchema } from '@visadesk/contract/requests';
import { createSseParser } from './sse-parser';

export interface EventStreamDeps {
  /**
   * Opens the stream with these headers, the token and its renewal on 401 being the client's
   * (api.stream); null when there is no session or it could not be renewed (signed out).
   */
  open(headers: Record<string, string>, signal: AbortSignal): Promise<Response | null>;
  /** Waits between reconnects; injectable for tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

export interface EventStreamHandlers {
  onEvent(event: AppEvent): void;
  /** Connected (again): a good moment to re-read what was missed while away. */
  onOpen?(): void;
  /** Rows so far of one of this admin's exports (not stored: only while connected). */
  onExportProgress?(progress: ExportProgress): void;
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

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
 * Listens to the event stream until `signal` aborts. fetch rather than EventSource, because
 * EventSource cannot send the Authorization header. Reconnects with backoff when the stream ends
 * or fails (the server's `retry:` for the first try, at least a 503's Retry-After), sending the
 * last event id it saw as Last-Event-ID so the server replays what was missed; a 401 renews the
 * token once per attempt; no session, or a failed renewal (logged out), stops it.
 */
export async function listenToEvents(
  signal: AbortSignal,
  handlers: EventStreamHandlers,
  deps: EventStreamDeps,
) {
  const sleep = deps.sleep ?? defaultSleep;
  let attempt = 0;
  let serverDelay: number | undefined;
  // The last event id seen: a reconnect sends it, and the server first replays what came after.
  let lastEventId: string | undefined;
  // A replay may repeat events from just before that id; each is handled once.
  const seen = new Set<string>();
  const headers = (): Record<string, string> => ({
    Accept: 'text/event-stream',
    ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
  });

  while (!signal.aborted) {
    let retryAfter: number | undefined;
    try {
      const res = await deps.open(headers(), signal);
      if (!res) return;
      if (!res.ok || !res.body) {
        // 503 (the database or the server is busy) says how long to wait.
        const seconds = Number(res.headers?.get('retry-after'));
        if (Number.isFinite(seconds) && seconds > 0) retryAfter = seconds * 1000;
        await res.body?.cancel();
        throw new Error(`event stream answered ${res.status}`);
      }
      attempt = 0;
      handlers.onOpen?.();
      const parser = createSseParser(
        (message) => {
          if (message.event === 'export-progress') {
            const progress = exportProgressSchema.safeParse(safeJson(message.data));
            if (progress.success) handlers.onExportProgress?.(progress.data);
            return;
          }
          if (message.event !== 'app-event') return;
          if (message.id) lastEventId = message.id;
          try {
            const event = JSON.parse(message.data) as AppEvent;
            const key = eventDeliveryKey(event);
            if (seen.has(key)) return;
            seen.add(key);
            if (seen.size > 500) seen.delete(seen.values().next().value!);
            handlers.onEvent(event);
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
    const delay = Math.max(
      attempt === 0 && serverDelay !== undefined ? serverDelay : backoffDelay(attempt, deps.random),
      retryAfter ?? 0,
    );
    attempt += 1;
    await sleep(delay, signal);
  }
}
