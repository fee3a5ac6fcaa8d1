import { ApiError } from '@visadesk/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, startSession } from '../../../lib/session/session';
import { uploadDocument } from '../upload-file';
import { FakeXhr, stubXhr } from './fake-xhr';

const options = {
  requestId: 'r',
  requirementId: 'q',
  file: new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
};
const stored = { id: 'd', fileName: 'a.pdf', contentType: 'application/pdf', size: 1, url: '/x' };
/** Answers each request with the next status; 0 leaves it open (a slow connection). */
const answering = (statuses: number[]) =>
  stubXhr(() => {
    const status = statuses.shift() ?? 500;
    if (status === 0) return undefined;
    if (status === 201) return { status, body: stored };
    const code = status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'UNAUTHORIZED';
    return { status, body: { statusCode: status, code, message: 'no' } };
  });
const tokens = () => FakeXhr.sent.map((x) => x.headers.authorization);

beforeEach(() => {
  startSession({
    user: { id: 'u', fullName: 'Zainab Ali', email: 'zainab@example.org', phone: null, locale: 'en' },
    access_token: 'access',
    refresh_token: 'refresh',
  });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('upload', () => {
  it('renews an expired token once, the way api() does, and sends again', async () => {
    answering([401, 201]);
    const refresh = vi.fn(
      async () =>
        new Response(JSON.stringify({ access_token: 'fresh', refresh_token: 'r2' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', refresh);
    await expect(uploadDocument(options)).resolves.toMatchObject({ fileName: 'a.pdf' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokens()).toEqual(['Bearer access', 'Bearer fresh']);
    expect(getSession()?.refreshToken).toBe('r2');
  });

  it('gives the server’s refusal as an ApiError', async () => {
    answering([415]);
    const error = await uploadDocument(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('sends the file to the requirement of the request, reporting the progress up to 1', async () => {
    answering([0]);
    const seen: number[] = [];
    const pending = uploadDocument({ ...options, onProgress: (f) => seen.push(f) });
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/requests/upload-attachment-to-s3-by-user?requestId=r&requirementId=q');
    expect(xhr.body?.get('file')).toBe(options.file);
    xhr.progress(1, 4);
    xhr.respond(201, stored);
    await pending;
    expect(seen).toEqual([0.25, 1]);
  });

  it('stops when its signal is aborted, rejecting with AbortError', async () => {
    answering([0]);
    const abort = new AbortController();
    const pending = uploadDocument({ ...options, signal: abort.signal }).catch((e: unknown) => e);
    abort.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    await expect(uploadDocument({ ...options, signal: abort.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.sent).toHaveLength(1);
  });
});
