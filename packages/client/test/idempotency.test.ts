import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api-error';
import { randomId, retryKeepsKey } from '../src/idempotency';

describe('randomId', () => {
  it('makes a v4 UUID, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomId()));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('retryKeepsKey', () => {
  it('keeps the key when no answer came, the server failed or the first call still runs', () => {
    expect(retryKeepsKey(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(true);
    expect(retryKeepsKey(new ApiError(502, 'HTTP_502', 'Bad Gateway'))).toBe(true);
    expect(retryKeepsKey(new ApiError(409, 'IDEMPOTENCY_KEY_IN_USE', 'in use'))).toBe(true);
    expect(retryKeepsKey(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('lets it go after any other answer', () => {
    expect(retryKeepsKey(new ApiError(400, 'VALIDATION_ERROR', ['body.visaId: gone']))).toBe(false);
    expect(retryKeepsKey(new ApiError(409, 'ALREADY_PAID', 'paid'))).toBe(false);
    expect(retryKeepsKey(new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'reused'))).toBe(false);
  });
});
