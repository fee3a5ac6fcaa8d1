import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';

// The same storage key and attribute as MUI's colour schemes, so MUI (in the signed-in shell)
// and the MUI-free pages (sign-in, errors) read and write one choice.
const STORAGE_KEY = 'mui-mode';
const ATTRIBUTE = 'data-mui-color-scheme';

function read(): ColorMode {
  return document.documentElement.getAttribute(ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

export function setColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // storage may be blocked; the choice then lasts for this page only
  }
  document.documentElement.setAttribute(ATTRIBUTE, mode);
}

/** Watches the attribute itself, so a change made by MUI's own hooks is seen here too. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
  return () => observer.disconnect();
}

export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
