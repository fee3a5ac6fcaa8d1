import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs `load` whenever `key` changes (the previous run is aborted) and again on `retry`;
 * `data` or `error` once it settles.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ data?: T; error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt are what re-run the load.
  useEffect(() => {
    const controller = new AbortController();
    setState({});
    latest.current(controller.signal).then(
      (data) => setState({ data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
