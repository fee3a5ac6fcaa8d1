import { ApiError, createApiClient } from '@visadesk/client';
import { ErrorCode } from '@visadesk/contract';
import { paths } from '@visadesk/contract/paths';
import { afterAll, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { i18n } from '../../i18n/i18n';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../../toasts/toasts', () => ({ toastError, toastSuccess: vi.fn(), toastInfo: vi.fn() }));
const { notifyApiError } = await import('../http');

function clientAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const notify = vi.fn();
  const client = createApiClient({
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
    tokens: { getAccessToken: () => 'token', getRefreshToken: () => 'refresh', setTokens: vi.fn() },
    refreshRoute: paths.auth.refreshAdminToken,
    notify,
    onRenewalFailed: vi.fn(),
    networkErrorMessage: () => 'Network error',
  });
  return { client, notify };
}

describe('the error reference', () => {
  it("passes a server failure's request id to the toast", async () => {
    const { client, notify } = clientAnswering(500, {
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
      requestId: 'req-5f0c',
    });
    const error = await client.call(paths.admins.me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe('req-5f0c');
    expect(notify.mock.calls).toEqual([['Internal server error', 'INTERNAL_ERROR', 'req-5f0c']]);
  });

  it("takes the X-Request-Id header when a failure's body names none", async () => {
    const { client, notify } = clientAnswering(
      503,
      { statusCode: 503, code: 'OVERLOADED', message: 'The server is overloaded; try again shortly' },
      { 'X-Request-Id': 'req-from-header' },
    );
    await client.call(paths.admins.me).catch(() => undefined);
    expect(notify.mock.calls[0]?.[2]).toBe('req-from-header');
  });

  it('shows no reference for answers that say what to fix (4xx)', async () => {
    const { client, notify } = clientAnswering(409, {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Already exists',
      requestId: 'req-409',
    });
    const error = (await client.call(paths.admins.me).catch((e: unknown) => e)) as ApiError;
    expect(error.requestId).toBe('req-409');
    expect(error.reference).toBeUndefined();
    expect(notify.mock.calls).toEqual([['Already exists', 'CONFLICT']]);
  });
});

describe('the error toast', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('reads "… (reference: <id>)" in English', () => {
    toastError.mockClear();
    notifyApiError('Internal server error', 'INTERNAL_ERROR', 'req-5f0c');
    expect(toastError).toHaveBeenCalledWith('Internal Server Error (reference: req-5f0c)');
    notifyApiError('Already exists', 'CONFLICT');
    expect(toastError).toHaveBeenLastCalledWith('Already exists');
  });

  it('words every "try again shortly" answer (503) in both languages, the database one too', () => {
    const retryLater = [
      ErrorCode.UNAVAILABLE,
      ErrorCode.DATABASE_UNAVAILABLE,
      ErrorCode.OVERLOADED,
      ErrorCode.SHUTTING_DOWN,
    ];
    for (const codes of [en.errors.codes, ar.errors.codes] as Record<string, string>[]) {
      expect(retryLater.filter((code) => !codes[code])).toEqual([]);
    }
    toastError.mockClear();
    notifyApiError('The database is unavailable; try again shortly', 'DATABASE_UNAVAILABLE', 'req-db1');
    expect(toastError).toHaveBeenCalledWith(`${en.errors.codes.DATABASE_UNAVAILABLE} (reference: req-db1)`);
  });

  it('and in Arabic', async () => {
    toastError.mockClear();
    i18n.addResourceBundle('ar', 'translation', ar, true, true);
    await i18n.changeLanguage('ar');
    notifyApiError('Internal server error', 'INTERNAL_ERROR', 'req-5f0c');
    expect(toastError).toHaveBeenCalledWith('خطأ داخلي في الخادم (المرجع: req-5f0c)');
  });
});
