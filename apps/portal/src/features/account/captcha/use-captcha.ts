import type { CaptchaSolution } from '@visadesk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '../account-api';

export type CaptchaStatus = 'solving' | 'solved' | 'failed';

/**
 * The sign-in captcha, as the back office does it (apps/web/src/features/auth/captcha): `start`
 * fetches an ALTCHA challenge and solves it in workers (the solver loads only then); `take` hands
 * the solution to the next attempt, waiting if the work still runs. One solution, one attempt.
 */
export function useCaptcha() {
  const [status, setStatus] = useState<CaptchaStatus | null>(null);
  const pending = useRef<Promise<CaptchaSolution | null> | null>(null);
  const running = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus('solving');
    pending.current = (async () => {
      try {
        const challenge = await getCaptcha();
        const { solveCaptcha } = await import('@visadesk/client/captcha');
        const solved = await solveCaptcha(challenge, controller);
        if (!controller.signal.aborted) setStatus('solved');
        return solved;
      } catch {
        if (!controller.signal.aborted) setStatus('failed');
        return null;
      }
    })();
  }, []);

  /** undefined: no captcha asked for; null: the check failed (the status offers a retry). */
  const take = useCallback(async (): Promise<CaptchaSolution | null | undefined> => {
    const current = pending.current;
    if (!current) return undefined;
    pending.current = null;
    return current;
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  return { status, start, take };
}
