import type { Captcha, CaptchaSolution } from '@visadesk/contract';
import { solveChallengeWorkers } from 'altcha-lib';

/**
 * Does the proof of work off the main thread, split over up to four workers. Import it only when
 * sign-in asks for a captcha (a dynamic import), so a sign-in page's first load carries no solver;
 * each app's build bundles the worker from here.
 */
export async function solveCaptcha(
  challenge: Captcha,
  controller?: AbortController,
): Promise<CaptchaSolution> {
  const concurrency = Math.min(4, Math.max(1, navigator.hardwareConcurrency || 1));
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency,
    controller,
    timeout: 60_000,
    createWorker: () => new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' }),
  });
  if (!solution) throw new Error('The captcha was not solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
