import createCache, { type EmotionCache } from '@emotion/cache';
import { useEffect, useState } from 'react';

const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | null = null;
let rtlLoading: Promise<EmotionCache> | null = null;

/**
 * The RTL stylis plugin (and cssjanus) load only for Arabic pages; Arabic route loaders await
 * this so the first Arabic paint is already mirrored.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlLoading ??= import('./rtl-cache').then((m) => {
    rtlCache = m.rtlCache;
    return m.rtlCache;
  });
  return rtlLoading;
}

/** The cache for a direction; re-renders once the RTL cache arrives if it was not loaded yet. */
export function useEmotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  const [, setLoaded] = useState(rtlCache !== null);
  useEffect(() => {
    if (direction === 'rtl' && !rtlCache) void loadRtlCache().then(() => setLoaded(true));
  }, [direction]);
  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
}
