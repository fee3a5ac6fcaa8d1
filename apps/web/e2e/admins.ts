import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Permission } from '@visadesk/contract/permissions';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { generate } from 'otplib';
import { DEMO_ADMIN } from './fixtures';

/**
 * Separate admins for the security specs: the other specs sign in as the demo admin, so it must
 * never get two-factor sign-in, a lock, or fewer permissions.
 */
export interface TestAdmin {
  id: string;
  name: string;
  email: string;
  password: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Signs the demo admin in through the API. Failed sign-ins are also counted per address, so when
 * an earlier test left three failures behind, this pays the proof of work as the browser would
 * rather than failing every later test.
 */
export async function demoToken(request: APIRequestContext): Promise<string> {
  let response = await request.post('/api/auth/loginAdmin', { data: DEMO_ADMIN });
  if (response.status() === 400 && (await response.json()).code === 'CAPTCHA_REQUIRED') {
    const challenge = await (await request.get('/api/captcha')).json();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
    expect(solution, 'captcha solved').toBeTruthy();
    const captcha = { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } };
    response = await request.post('/api/auth/loginAdmin', { data: { ...DEMO_ADMIN, captcha } });
  }
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

let serial = 0;

/** Creates an active admin holding exactly `permissions`, through the API as the demo admin. */
export async function createAdmin(
  request: APIRequestContext,
  permissions: Permission[],
  label = 'Security',
): Promise<TestAdmin> {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${serial}`;
  const data = {
    name: `${label} Admin ${serial}`,
    email: `security-${stamp}@visadesk.test`,
    password: `Sec-${stamp}-pass9`,
    permissions,
    locale: 'en',
    isActive: true,
  };
  const response = await request.post('/api/admin', {
    data,
    headers: bearer(await demoToken(request)),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, name: data.name, email: data.email, password: data.password };
}

const PERIOD = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD);

/**
 * A TOTP code the server has not seen yet. The server refuses a step at or before the last one it
 * accepted (no replay) and takes the next step early, so the code is for `max(now, last + 1)`,
 * waiting only when that would be two steps ahead.
 */
export async function freshCode(
  secret: string,
  lastStep: number | null,
): Promise<{ code: string; step: number }> {
  const step = Math.max(stepNow(), (lastStep ?? -1) + 1);
  while (stepNow() < step - 1) await new Promise((resolve) => setTimeout(resolve, 500));
  return { code: await generate({ secret, period: PERIOD, epoch: step * PERIOD }), step };
}

/** The base32 secret the enrolment card shows, grouped in fours for reading. */
export async function shownSecret(page: Page): Promise<string> {
  const text = await page.getByTestId('totp-secret').textContent();
  return (text ?? '').replace(/\s+/g, '');
}
