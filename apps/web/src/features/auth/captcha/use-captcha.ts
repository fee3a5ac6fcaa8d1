import type { CaptchaSolution } from '@visadesk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '../api/get-captcha';
import type { CaptchaStatus } from '../components/captcha-field';

/**
 * The sign-in page's captcha: `start` fetches a challenge and solves it in workers (the solver is
 * imported only then); `take` hands the solution to the next attempt, waiting if the work is still
 * running. A solution is good for one attempt, so a failed attempt starts a new one.
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

  /** undefined: no captcha needed; null: the check failed (the field offers a retry). */
  const take = useCallback(async (): Promise<CaptchaSolution | null | undefined> => {
    const current = pending.current;
    if (!current) return undefined;
    pending.current = null;
    return current;
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  return { status, start, take };
}
