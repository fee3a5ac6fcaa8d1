import type { ExportProgress } from '@visadesk/contract/requests';

/**
 * Rows written so far by this admin's running exports, as the event stream announces them
 * (`export-progress`): an XLSX download's zipped bytes cannot be counted as rows in the browser.
 * The stream (features/notifications) publishes; an export subscribes to the id it chose.
 */
type Listener = (progress: ExportProgress) => void;
const listeners = new Map<string, Set<Listener>>();

export function publishExportProgress(progress: ExportProgress): void {
  for (const listener of listeners.get(progress.exportId) ?? []) listener(progress);
}

/** Calls `listener` with each announcement for `exportId` until the returned function is called. */
export function onExportProgress(exportId: string, listener: Listener): () => void {
  const set = listeners.get(exportId) ?? new Set<Listener>();
  listeners.set(exportId, set);
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(exportId);
  };
}
