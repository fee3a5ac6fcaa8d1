import { paths } from '@visadesk/contract/paths';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, createApiClient } from '../src/api-client';
import { ApiError } from '../src/api-error';
import { fakeXhrs } from './fake-xhr';

/** The client with its upload's parts in place: the token, the renewal, the toasts, the XHR. */
function createUploadClient(deps: {
  getAccessToken(): string | undefined;
  renewToken: () => Promise<string>;
  notify: ApiClientOptions['notify'];
  networkErrorMessage(): string;
  createXhr: () => XMLHttpRequest;
}) {
  // The renewal runs through the refresh route, answered here by `renewToken`.
  const fetch = vi.fn(async () => {
    const access = await deps.renewToken();
    return new Response(JSON.stringify({ access_token: access, refresh_token: 'r' }));
  });
  const api = createApiClient({
    tokens: { getAccessToken: deps.getAccessToken, getRefreshToken: () => 'r', setTokens: () => {} },
    refreshRoute: paths.auth.refreshAdminToken,
    onRenewalFailed: () => {},
    fetch,
    ...deps,
  });
  return api.upload;
}
const id = '00000000-0000-4000-8000-000000000001';

describe('upload client', () => {
  const file = new File(['png'], 'flag.png', { type: 'image/png' });

  it('reports progress, renews the token once on 401 and retries with it', async () => {
    let token = 'old';
    const xhrs = fakeXhrs([
      { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'expired' } },
      { status: 200, body: { url: '/api/files/public/x.png' } },
    ]);
    const renewToken = vi.fn(async () => {
      token = 'new';
      return token;
    });
    const notify = vi.fn();
    const upload = createUploadClient({
      getAccessToken: () => token,
      renewToken,
      notify,
      networkErrorMessage: () => 'offline',
      createXhr: xhrs.create,
    });
    const progress: number[] = [];
    const body = await upload(paths.visas.uploadContentImage, {
      params: { id },
      file,
      onProgress: (f) => progress.push(f),
    });

    expect(body).toEqual({ url: '/api/files/public/x.png' });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(xhrs.sent).toEqual([
      { url: `/api/visa/uploadContentImage/${id}`, auth: 'Bearer old' },
      { url: `/api/visa/uploadContentImage/${id}`, auth: 'Bearer new' },
    ]);
    expect(progress).toEqual([0.5, 1, 0, 0.5, 1]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('toasts the server message and rejects with an ApiError for a 413', async () => {
    const xhrs = fakeXhrs([
      { status: 413, body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File too large' } },
    ]);
    const notify = vi.fn();
    const upload = createUploadClient({
      getAccessToken: () => 't',
      renewToken: vi.fn(),
      notify,
      networkErrorMessage: () => 'offline',
      createXhr: xhrs.create,
    });
    await expect(upload(paths.countries.uploadFlag, { params: { id }, file })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(notify).toHaveBeenCalledWith('File too large', 'PAYLOAD_TOO_LARGE');
  });
});
