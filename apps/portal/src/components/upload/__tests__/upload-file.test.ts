import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/http';
import { clearSession, getSession } from '../../../app/session';
import { uploadDocument } from '../upload';
import { signIn } from './harness';

/** Answers each send with the next status of `queue`, recording the token it carried. */
class QueuedXhr {
  static queue: number[] = [];
  static tokens: (string | undefined)[] = [];
  upload = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  private token: string | undefined;
  open() {}
  setRequestHeader(name: string, value: string) {
    if (name === 'authorization') this.token = value;
  }
  abort() {}
  send() {
    QueuedXhr.tokens.push(this.token);
    const status = QueuedXhr.queue.shift() ?? 500;
    setTimeout(() => {
      this.status = status;
      this.responseText = JSON.stringify(
        status === 201
          ? { id: 'd', fileName: 'a.pdf', contentType: 'application/pdf', size: 1, url: '/x' }
          : {
              statusCode: status,
              code: status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'UNAUTHORIZED',
              message: 'no',
            },
      );
      this.onload?.();
      this.onloadend?.();
    }, 0);
  }
}

const options = {
  requestId: 'r',
  requirementId: 'q',
  file: new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
};

beforeEach(() => {
  QueuedXhr.queue = [];
  QueuedXhr.tokens = [];
  vi.stubGlobal('XMLHttpRequest', QueuedXhr);
  signIn();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('upload', () => {
  it('renews an expired token once, the way api() does, and sends again', async () => {
    QueuedXhr.queue = [401, 201];
    const refresh = vi.fn(
      async () =>
        new Response(JSON.stringify({ access_token: 'fresh', refresh_token: 'r2' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', refresh);
    await expect(uploadDocument(options)).resolves.toMatchObject({ fileName: 'a.pdf' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(QueuedXhr.tokens).toEqual(['Bearer access', 'Bearer fresh']);
    expect(getSession()?.refreshToken).toBe('r2');
  });

  it('gives the server’s refusal as an ApiError', async () => {
    QueuedXhr.queue = [415];
    const error = await uploadDocument(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
