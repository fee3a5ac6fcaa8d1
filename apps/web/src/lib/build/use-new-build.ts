import { useEffect, useState } from 'react';

const POLL_MS = 60_000;

/** Polls builds/latest.json (and checks on focus); true once a different build is deployed. */
export function useNewBuildAvailable(): boolean {
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    const running = import.meta.env.VITE_BUILD_ID;
    if (import.meta.env.DEV || available) return;
    let cancelled = false;
    const check = async () => {
      try {
        const res = await fetch('/builds/latest.json', { cache: 'no-store' });
        if (!res.ok) return;
        const latest = (await res.json()) as { id?: unknown };
        if (!cancelled && typeof latest.id === 'string' && latest.id !== running) setAvailable(true);
      } catch {
        // offline or mid-deploy: try again on the next tick
      }
    };
    const timer = window.setInterval(check, POLL_MS);
    window.addEventListener('focus', check);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [available]);

  return available;
}
