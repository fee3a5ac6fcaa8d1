import { useSyncExternalStore } from 'react';

/**
 * react-toastify loads on the first toast, not with the page: the sign-in page stays lighter and
 * toastify queues toasts raised before its container mounts. Always go through this module so
 * the container and the calls share one toast store (the `unstyled` build; CSS comes as a file).
 */
const loadToastify = () => import('react-toastify/unstyled');

let wanted = false;
const listeners = new Set<() => void>();

function requestContainer(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function useToastContainerWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false, // the prerendered sign-in page has no toasts
  );
}

type Kind = 'error' | 'success' | 'info';

function show(kind: Kind, message: string): void {
  requestContainer();
  void loadToastify().then(({ toast }) => toast[kind](message));
}

export const toastError = (message: string) => show('error', message);
export const toastSuccess = (message: string) => show('success', message);
export const toastInfo = (message: string) => show('info', message);
