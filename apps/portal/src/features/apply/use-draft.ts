import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApplyDraft, clearDraft, emptyDraft, loadDraft, saveDraft } from './draft-storage';
import type { TravellerValues } from './traveller-fields';

/** Typing is saved after this pause; steps, groups and uploads are saved at once. */
export const SAVE_DELAY_MS = 400;

/**
 * The draft of one applicant's application for one visa, restored on mount. `latest` always
 * holds the newest draft (typing updates it without re-rendering the page).
 */
export function useDraft(userId: string, visaId: string) {
  const [draft, setDraft] = useState<ApplyDraft>(() => loadDraft(userId, visaId) ?? emptyDraft());
  const latest = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    saveDraft(userId, visaId, latest.current);
  }, [userId, visaId]);

  // Leaving, hiding the tab or unmounting never drops the last keystrokes.
  useEffect(() => {
    const pending = () => {
      if (timer.current !== undefined) flush();
    };
    window.addEventListener('pagehide', pending);
    document.addEventListener('visibilitychange', pending);
    return () => {
      window.removeEventListener('pagehide', pending);
      document.removeEventListener('visibilitychange', pending);
      pending();
    };
  }, [flush]);

  const update = useCallback(
    (change: (d: ApplyDraft) => ApplyDraft) => {
      latest.current = change(latest.current);
      setDraft(latest.current);
      flush();
    },
    [flush],
  );

  const setTravellers = useCallback(
    (travellers: TravellerValues[]) => {
      latest.current = { ...latest.current, travellers };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    clearDraft(userId, visaId);
    latest.current = emptyDraft();
    setDraft(latest.current);
  }, [userId, visaId]);

  return { draft, latest, update, setTravellers, reset };
}
