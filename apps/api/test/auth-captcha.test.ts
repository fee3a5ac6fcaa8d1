import { createHash, createHmac } from 'node:crypto';
import type { Captcha, CaptchaSolution } from '@visadesk/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as webDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaSecrets, checkCaptcha, createCaptcha } from '../src/modules/auth/captcha';
import { fetchCaptcha, solve, solvedCaptcha } from './captcha-solver';
import { buildTestApp, createAdmin, uniqueIp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

const attempt = (email: string, password: string, ip: string, captcha?: CaptchaSolution) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    payload: { email, password, ...(captcha ? { captcha } : {}) },
    remoteAddress: ip,
  });

/** An admin whose next sign-in needs a captcha (three failures from its address). */
async function adminNeedingCaptcha() {
  const admin = await createAdmin(ctx);
  const ip = uniqueIp();
  for (let i = 0; i < 3; i++) expect((await attempt(admin.email, 'wrong-password', ip)).statusCode).toBe(401);
  expect((await attempt(admin.email, admin.password, ip)).json().code).toBe('CAPTCHA_REQUIRED');
  return { ...admin, ip };
}

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

afterEach(() => vi.useRealTimers());

describe('ALTCHA proof-of-work captcha', () => {
  it('serves a signed challenge whose answer nothing in it reveals without the server key', async () => {
    const res = await ctx.app.inject({ url: '/api/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json() as Captcha;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyLength: 32 });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 290);
    const { solution } = await solve(challenge);

    // The answer is the 32-byte key; the challenge shows only its first half, as the target.
    expect(challenge.parameters.keyPrefix).toHaveLength(32);
    expect(solution.derivedKey.startsWith(challenge.parameters.keyPrefix)).toBe(true);
    const strings = [res.body, ...Object.values(challenge.parameters).map(String), challenge.signature];
    const keyless = [
      solution.derivedKey,
      sha256(solution.derivedKey),
      sha256(String(solution.counter)),
      sha256(`${challenge.parameters.nonce}:${solution.counter}`),
      createHmac('sha256', '').update(Buffer.from(solution.derivedKey, 'hex')).digest('hex'),
    ];
    for (const candidate of keyless) for (const s of strings) expect(s).not.toContain(candidate);

    // The key signature and the challenge signature only check out with this server's key.
    const ours = await checkCaptcha(captchaSecrets(ctx.app.signer.captchaKey), { challenge, solution });
    expect(ours).toMatchObject({ status: 'genuine', solved: true });
    const otherServer = captchaSecrets(new Uint8Array(32).fill(7));
    expect(await checkCaptcha(otherServer, { challenge, solution })).toMatchObject({ status: 'rejected' });
    const keylessSecrets = { signature: 'x', keySignature: 'x' };
    expect(await checkCaptcha(keylessSecrets, { challenge, solution })).toMatchObject({ status: 'rejected' });
  });

  it("accepts a solution found with the browser's Web Crypto PBKDF2 (the sign-in page's worker)", async () => {
    const admin = await adminNeedingCaptcha();
    const challenge = await fetchCaptcha(ctx);
    const found = await solveChallenge({ challenge, deriveKey: webDeriveKey, timeout: 10_000 });
    expect(found).not.toBeNull();
    const captcha = { challenge, solution: { counter: found!.counter, derivedKey: found!.derivedKey } };
    expect((await attempt(admin.email, admin.password, admin.ip, captcha)).statusCode).toBe(200);
  });

  it('hides the answer anywhere in [1, difficulty]: starting half-way skips no work', async () => {
    // With the counter drawn from [difficulty/2, difficulty], a solver starting at difficulty/2
    // did a third of the advertised work; uniform over the whole range, no start is better.
    const difficulty = 20;
    const secrets = captchaSecrets(ctx.app.signer.captchaKey);
    const counters: number[] = [];
    for (let i = 0; i < 60; i++) {
      const { solution } = await solve(await createCaptcha(secrets, difficulty));
      counters.push(solution.counter);
    }
    expect(Math.min(...counters)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counters)).toBeLessThanOrEqual(difficulty);
    // 60 draws all in the upper half happen with odds (11/20)^60 ≈ 3e-16 when uniform.
    expect(counters.filter((c) => c < difficulty / 2).length).toBeGreaterThan(10);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const text = JSON.stringify(doc);
    expect(text).toContain('keySignature');
    expect(JSON.stringify(doc.components.schemas.LoginBody)).toContain('captcha');
    expect(JSON.stringify(doc.components.schemas.LoginBody)).not.toContain('captchaText');
  });

  it('spends a challenge on a wrong solution: the right one for it then fails', async () => {
    const admin = await adminNeedingCaptcha();
    const challenge = await fetchCaptcha(ctx);
    const right = await solve(challenge);
    const wrong = {
      challenge,
      solution: { counter: right.solution.counter + 1, derivedKey: 'ab'.repeat(32) },
    };

    const first = await attempt(admin.email, admin.password, admin.ip, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'The captcha answer is not correct',
    });

    const replay = await attempt(admin.email, admin.password, admin.ip, right);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'This captcha was already used',
    });

    expect((await attempt(admin.email, admin.password, admin.ip, await solvedCaptcha(ctx))).statusCode).toBe(
      200,
    );
  });

  it('lets a right solution through once only', async () => {
    const captcha = await solvedCaptcha(ctx);
    const first = await adminNeedingCaptcha();
    expect((await attempt(first.email, first.password, first.ip, captcha)).statusCode).toBe(200);
    const second = await adminNeedingCaptcha();
    const replay = await attempt(second.email, second.password, second.ip, captcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'This captcha was already used',
    });
  });

  it.each([
    ['an easier target', (c: Captcha) => ({ ...c, parameters: { ...c.parameters, keyPrefix: '00' } })],
    [
      'a later expiry',
      (c: Captcha) => ({ ...c, parameters: { ...c.parameters, expiresAt: c.parameters.expiresAt! + 3600 } }),
    ],
    ['a lower cost', (c: Captcha) => ({ ...c, parameters: { ...c.parameters, cost: 1 } })],
    [
      'no key signature',
      (c: Captcha) => ({ ...c, parameters: { ...c.parameters, keySignature: undefined } }),
    ],
    ['a forged signature', (c: Captcha) => ({ ...c, signature: 'a'.repeat(64) })],
  ])('refuses a challenge with %s', async (_label, tamper) => {
    const admin = await adminNeedingCaptcha();
    const { challenge, solution } = await solvedCaptcha(ctx);
    const res = await attempt(admin.email, admin.password, admin.ip, {
      challenge: tamper(challenge),
      solution,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'This captcha was not issued by this server',
    });
  });

  it('refuses a solved challenge after its five minutes', async () => {
    const admin = await adminNeedingCaptcha();
    const captcha = await solvedCaptcha(ctx);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const res = await attempt(admin.email, admin.password, admin.ip, captcha);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CAPTCHA_INVALID', message: 'This captcha has expired' });
  });
});
