import { describe, expect, it } from 'vitest';
import { startPayment } from '../payment';
import { type Call, headersOf, signedInForEachTest, stubFetch } from './harness';

const GROUP = '77777777-7777-4777-8777-777777777777';
const keyOf = (call: Call | undefined) => headersOf(call)?.get('idempotency-key');

/** The payment starts answer in turn: 502 (the provider or a proxy failed) or 200 (a page to pay on). */
function serve(statuses: number[]) {
  return stubFetch(() => {
    const status = statuses.shift() ?? 500;
    if (status === 200)
      return { status, body: { transactionId: GROUP, gateway: 'qi-card', amount: 1, payUrl: '#paying' } };
    return { status, body: { statusCode: status, code: 'BAD_GATEWAY', message: 'down' } };
  });
}

signedInForEachTest();

describe('starting a payment with an Idempotency-Key', () => {
  it('keeps one key per attempt: the same for a retry, a new one for another method or after an answer', async () => {
    const calls = serve([502, 200, 200, 200]);
    await expect(startPayment(GROUP, 'qi-card', 'en')).rejects.toMatchObject({ status: 502 });
    await startPayment(GROUP, 'qi-card', 'en');
    await startPayment(GROUP, 'qi-card', 'en');
    await startPayment(GROUP, 'zain-cash', 'en');
    const [first, retried, next, other] = calls.map(keyOf);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried).toBe(first);
    expect(new Set([first, next, other]).size).toBe(3);
  });
});
