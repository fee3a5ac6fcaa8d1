import { describe, expect, it } from 'vitest';
import { registerApplicant } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const withSandbox = await buildTestApp();
const without = await buildTestApp({ PAYMENT_SANDBOX: 'false' });

describe('GET /api/system/notices', () => {
  it('tells signed-in staff that the payment sandbox plays a provider', async () => {
    const res = await withSandbox.app.inject({
      url: '/api/system/notices',
      headers: await adminHeaders(withSandbox),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ paymentSandbox: true, production: false });
  });

  it('says nothing is played when the sandbox is off', async () => {
    const res = await without.app.inject({
      url: '/api/system/notices',
      headers: await adminHeaders(without),
    });
    expect(res.json()).toEqual({ paymentSandbox: false, production: false });
  });

  it('is for staff only: 401 without a token, 403 for an applicant', async () => {
    expect((await withSandbox.app.inject({ url: '/api/system/notices' })).statusCode).toBe(401);
    const applicant = await registerApplicant(withSandbox);
    const res = await withSandbox.app.inject({ url: '/api/system/notices', headers: applicant.headers });
    expect(res.statusCode).toBe(403);
  });
});
