import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';

export const useSession = () => useSyncExternalStore(subscribeSession, getSession, () => null);
