import { ErrorCode } from '@visadesk/contract/errors';
import { ApiError } from './api-error';

/**
 * A v4 UUID: crypto.randomUUID exists only on HTTPS or localhost, getRandomValues everywhere. For
 * ids a client picks itself (an Idempotency-Key, an export's progress id).
 */
export function randomId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header that makes a retried create answer the first one instead of creating again. */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/**
 * Whether a retry of a failed call should send the same Idempotency-Key: yes when no answer came
 * or the server failed (the first call may have done its work), or when the first call with the
 * key is still running; no after any other answer (the next try is a new request).
 */
export function retryKeepsKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.code === ErrorCode.IDEMPOTENCY_KEY_IN_USE;
}
