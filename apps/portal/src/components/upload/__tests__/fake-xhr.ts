import { vi } from 'vitest';

type Answer = { status: number; body?: unknown };

/**
 * An XMLHttpRequest the test drives: it records every request, and answers through `answer`
 * (soon after send) or when the test calls `respond`; `abort` ends it as the browser does.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  /** How a request is answered on its own; undefined leaves it open for the test. */
  static answer: ((xhr: FakeXhr) => Answer | undefined) | undefined;

  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    // Header names are case-insensitive, as the browser treats them.
    this.headers[name.toLowerCase()] = value;
  }
  abort() {
    this.onabort?.();
    this.onloadend?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answer?.(this);
    if (answer) setTimeout(() => this.respond(answer.status, answer.body), 0);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
}

/** Puts FakeXhr in place of the browser's, with nothing sent yet (vi.unstubAllGlobals undoes it). */
export function stubXhr(answer?: (xhr: FakeXhr) => Answer | undefined) {
  FakeXhr.sent = [];
  FakeXhr.answer = answer;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
