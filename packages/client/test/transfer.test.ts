import { paths } from '@visadesk/contract/paths';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api-error';
import { authOf, clientOn, json } from './fake-api';
import { fakeXhrs } from './fake-xhr';

const file = new File(['png'], 'flag.png', { type: 'image/png' });
const id = '00000000-0000-4000-8000-000000000001';

// Renewing on 401 with progress restarting, and a refusal's toast: upload.test.ts.
describe('upload', () => {
  it('ends the progress at 1 once stored, and puts the query in the URL', async () => {
    const xhrs = fakeXhrs([{ status: 201, body: { id: 'd' }, loaded: 60 }]);
    const t = clientOn(async () => json(500, {}), undefined, { createXhr: xhrs.create });
    const progress: number[] = [];
    await t.api.upload(paths.requests.uploadOwnDocument, {
      query: { requestId: 'r', requirementId: 'q' },
      file,
      onProgress: (f) => progress.push(f),
    });
    expect(xhrs.sent[0]!.url).toBe(
      '/api/requests/upload-attachment-to-s3-by-user?requestId=r&requirementId=q',
    );
    expect(progress).toEqual([0.5, 0.6, 1]);
  });

  it('rejects with AbortError, sending nothing, when its signal is already aborted', async () => {
    const xhrs = fakeXhrs([]);
    const t = clientOn(async () => json(500, {}), undefined, { createXhr: xhrs.create });
    const abort = new AbortController();
    abort.abort();
    await expect(
      t.api.upload(paths.countries.uploadFlag, { params: { id }, file, signal: abort.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(xhrs.sent).toHaveLength(0);
  });
});

const csv = (text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/csv', ...headers } });

describe('download', () => {
  it('renews on 401, then reads the file with its name and CSV rows so far', async () => {
    const t = clientOn(async (url, init) => {
      if (url.includes('refresh')) return json(200, { access_token: 'new', refresh_token: 'r2' });
      if (authOf(init) !== 'Bearer new')
        return json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'x' });
      return csv('Reference\nVD-1\nVD-2\n', {
        'content-disposition': `attachment; filename="t.csv"; filename*=UTF-8''%D8%B7.csv`,
      });
    });
    const seen: { bytes: number; rows?: number }[] = [];
    const file = await t.api.download(paths.transactions.export, {
      params: { format: 'csv' },
      query: { locale: 'ar', status: 'succeeded' },
      onProgress: (p) => seen.push(p),
    });
    expect(await file.blob.text()).toBe('Reference\nVD-1\nVD-2\n');
    expect(file.fileName).toBe('ط.csv');
    expect(seen.at(-1)).toEqual({ bytes: 20, rows: 2 });
    expect(t.fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/transactions/exportAllByAdmin/csv?locale=ar&status=succeeded',
      '/api/auth/refreshAdminToken',
      '/api/transactions/exportAllByAdmin/csv?locale=ar&status=succeeded',
    ]);
  });

  it("toasts the server's refusal unless silent, and rejects with it", async () => {
    const refusal = () => json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Needs export-data' });
    const t = clientOn(async () => refusal());
    await expect(t.api.downloadUrl('/api/requests/1/documents/2/file')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(t.notify).toHaveBeenCalledWith('Needs export-data', 'FORBIDDEN');
    const quiet = clientOn(async () => refusal());
    await expect(quiet.api.downloadUrl('/api/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(quiet.notify).not.toHaveBeenCalled();
  });
});

describe('stream', () => {
  it('opens with the bearer token, renewing once on 401', async () => {
    const t = clientOn(async (url, init) => {
      if (url.includes('refresh')) return json(200, { access_token: 'new', refresh_token: 'r2' });
      return authOf(init) === 'Bearer new'
        ? new Response('data: x\n\n')
        : new Response(null, { status: 401 });
    });
    const res = await t.api.stream(paths.events.stream, { headers: { Accept: 'text/event-stream' } });
    expect(await res?.text()).toBe('data: x\n\n');
    expect(new Headers(t.fetchMock.mock.calls[2]![1]?.headers).get('accept')).toBe('text/event-stream');
  });

  it('gives null without a session or when the renewal fails', async () => {
    const signedOut = clientOn(async () => new Response(''), { access: '', refresh: '' });
    await expect(signedOut.api.stream(paths.events.stream)).resolves.toBeNull();
    expect(signedOut.fetchMock).not.toHaveBeenCalled();
    const ended = clientOn(async () => new Response(null, { status: 401 }));
    await expect(ended.api.stream(paths.events.stream)).resolves.toBeNull();
    expect(ended.onRenewalFailed).toHaveBeenCalledWith(401);
  });
});
