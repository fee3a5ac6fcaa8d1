import { useSyncExternalStore } from 'react';

/** Arabic can show Eastern-Arabic (٠١٢) or Western (012) digits; the choice is per browser. */
export type Digits = 'arab' | 'latn';

const STORAGE_KEY = 'visadesk.digits';
const listeners = new Set<() => void>();

export function getDigits(): Digits {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'latn' ? 'latn' : 'arab';
  } catch {
    return 'arab';
  }
}

export function setDigits(digits: Digits): void {
  try {
    localStorage.setItem(STORAGE_KEY, digits);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDigits(): Digits {
  return useSyncExternalStore(subscribe, getDigits, () => 'arab' as const);
}
