/**
 * A stale tab may ask for chunks a new deploy removed. Reload once to pick up the new build, but
 * never loop: if we reloaded less than 10 s ago, give up and let the error page show.
 */
const KEY = 'visadesk.chunk-reload-at';
const TTL_MS = 10_000;

export function reloadOnce(now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (last && now - last < TTL_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Wraps a lazy route import: on failure reload once, otherwise re-throw to the error page. */
export function withChunkReload<T>(importer: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await importer();
    } catch (error) {
      // A never-settling promise keeps the old screen up while the page reloads.
      if (reloadOnce()) return new Promise<T>(() => {});
      throw error;
    }
  };
}

export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
