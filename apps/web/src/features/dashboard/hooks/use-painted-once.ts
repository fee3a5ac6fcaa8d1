import { useEffect, useState } from 'react';

/**
 * False until the browser has painted a frame while `ready` was true, then true for good. The
 * dashboard draws its figures first and its charts and lists a frame later: right after sign-in
 * the whole page in one render kept the first cards off screen for another 100–200 ms.
 */
export function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer = 0;
    // The frame that shows the first render, then a task after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
