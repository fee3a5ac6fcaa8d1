import { expect } from 'vitest';

/** One scripted answer: its status and body, and how far the second progress event gets (of 100). */
export type XhrAnswer = { status: number; body: unknown; loaded?: number };

/** A scripted XMLHttpRequest: answers each send() with the next status/body, after two progress events. */
export function fakeXhrs(answers: XhrAnswer[]) {
  const sent: { url: string; auth: string | undefined }[] = [];
  const create = () => {
    const headers: Record<string, string> = {};
    let url = '';
    const xhr = {
      upload: { onprogress: null as ((e: Partial<ProgressEvent>) => void) | null },
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      onabort: null as (() => void) | null,
      status: 0,
      statusText: '',
      responseText: '',
      open: (_method: string, u: string) => {
        url = u;
      },
      setRequestHeader: (name: string, value: string) => {
        headers[name] = value;
      },
      abort: () => xhr.onabort?.(),
      send: (body: FormData) => {
        expect(body.get('file')).toBeInstanceOf(Blob);
        sent.push({ url, auth: headers.Authorization });
        const answer = answers.shift()!;
        queueMicrotask(() => {
          xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
          xhr.upload.onprogress?.({ lengthComputable: true, loaded: answer.loaded ?? 100, total: 100 });
          xhr.status = answer.status;
          xhr.responseText = JSON.stringify(answer.body);
          xhr.onload?.();
        });
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { create, sent };
}
