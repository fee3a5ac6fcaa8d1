/// <reference lib="webworker" />
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/**
 * One solver thread, speaking the message protocol of altcha-lib's solveChallengeWorkers (the
 * library's own workers use Node's crypto; this one uses the browser's Web Crypto PBKDF2).
 */
let controller: AbortController | undefined;

self.onmessage = async (message: MessageEvent) => {
  const { type, challenge, counterStart, counterStep, timeout } = message.data ?? {};
  if (type === 'abort') {
    controller?.abort();
    return;
  }
  if (type !== 'work') return;
  controller = new AbortController();
  try {
    const solution = await solveChallenge({
      challenge,
      controller,
      counterStart,
      counterStep,
      deriveKey,
      timeout,
    });
    self.postMessage(solution);
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
