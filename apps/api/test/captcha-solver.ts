import type { Captcha, CaptchaSolution } from '@visadesk/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { InjectOptions } from 'fastify';
import type { TestContext } from './helpers';

/** GET /api/captcha, as the sign-in page asks for it. */
export async function fetchCaptcha(ctx: TestContext, from: Partial<InjectOptions> = {}): Promise<Captcha> {
  const res = await ctx.app.inject({ ...from, url: '/api/captcha' });
  if (res.statusCode !== 200) throw new Error(`GET /api/captcha answered ${res.statusCode}`);
  return res.json() as Captcha;
}

/** Does the proof of work for real, like the browser's worker (tests run at a low difficulty). */
export async function solve(challenge: Captcha): Promise<CaptchaSolution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('captcha not solved in time');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** A fresh challenge, solved: the `captcha` field of a sign-in body. */
export const solvedCaptcha = async (ctx: TestContext, from: Partial<InjectOptions> = {}) =>
  solve(await fetchCaptcha(ctx, from));
