import { paths } from '@visadesk/contract/paths';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api-error';
import { clientOn, json } from './fake-api';

const answering = (response: () => Response) => clientOn(async () => response());

describe('ApiError.fromBody', () => {
  it("reads the contract's error shape, a list message as details too", () => {
    const list = ApiError.fromBody(
      400,
      { statusCode: 400, code: 'VALIDATION_ERROR', message: ['a', 'b'] },
      'x',
    );
    expect(list).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      messages: ['a', 'b'],
      details: ['a', 'b'],
    });
    expect(list.message).toBe('a; b');
    const one = ApiError.fromBody(409, { statusCode: 409, code: 'CONFLICT', message: 'Taken' }, 'x');
    expect(one).toMatchObject({ messages: ['Taken'], details: [], message: 'Taken' });
  });

  it('falls back to the status for any other body, and to the header for the request id', () => {
    const proxy = ApiError.fromBody(502, '<html>Bad gateway</html>', 'Bad Gateway', 'req-h');
    expect(proxy).toMatchObject({ code: 'HTTP_502', message: 'Bad Gateway', requestId: 'req-h' });
    expect(proxy.reference).toBe('req-h');
    const own = ApiError.fromBody(
      500,
      { code: 'INTERNAL_ERROR', message: 'x', requestId: 'req-b' },
      'y',
      'req-h',
    );
    expect(own.requestId).toBe('req-b');
    expect(
      ApiError.fromBody(409, { code: 'CONFLICT', message: 'x', requestId: 'r' }, 'y').reference,
    ).toBeUndefined();
  });
});

describe('a failed call', () => {
  it('shows one toast per item of a list message, then rejects with a typed ApiError', async () => {
    const messages = ['email must be an email', 'password is required', 'name is too long'];
    const t = answering(() => json(400, { statusCode: 400, code: 'VALIDATION_ERROR', message: messages }));
    const error = await t.api
      .call(paths.admins.create, { body: { name: 'A', email: 'a@b.co', password: 'x', permissions: [] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', messages });
    expect(t.notify.mock.calls.map((c) => c[0])).toEqual(messages);
  });

  it("quotes a server failure's request id, from the body or else the X-Request-Id header", async () => {
    const body = answering(() =>
      json(500, {
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Internal server error',
        requestId: 'req-1',
      }),
    );
    await body.api.call(paths.admins.me).catch(() => undefined);
    expect(body.notify.mock.calls).toEqual([['Internal server error', 'INTERNAL_ERROR', 'req-1']]);
    const header = answering(() =>
      json(503, { statusCode: 503, code: 'OVERLOADED', message: 'Busy' }, { 'X-Request-Id': 'req-2' }),
    );
    await header.api.call(paths.admins.me).catch(() => undefined);
    expect(header.notify.mock.calls).toEqual([['Busy', 'OVERLOADED', 'req-2']]);
  });

  it('shows nothing when silent, and still rejects', async () => {
    const t = answering(() => json(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' }));
    await expect(t.api.call(paths.admins.me, { silent: true })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('turns a network failure into the app-worded toast and an ApiError with status 0', async () => {
    const t = answering(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(t.api.call(paths.visas.list)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(t.notify).toHaveBeenCalledWith('Network error', 'NETWORK_ERROR');
  });

  it('lets an abort through as an AbortError, untoasted', async () => {
    const t = answering(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(t.api.call(paths.visas.list)).rejects.toMatchObject({ name: 'AbortError' });
    expect(t.notify).not.toHaveBeenCalled();
  });
});
