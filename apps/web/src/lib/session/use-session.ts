import type { Admin } from '@visadesk/contract';
import { useSyncExternalStore } from 'react';
import { getUser, sessionVersion, subscribeSession } from './session';

/** The signed-in admin, re-read whenever the session changes. */
export function useCurrentUser(): Admin | null {
  useSyncExternalStore(subscribeSession, sessionVersion);
  return getUser();
}
