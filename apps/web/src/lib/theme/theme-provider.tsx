import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useEmotionCache } from './emotion-cache';
import { getTheme } from './theme';
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-500.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-600.css';

/** Light/dark via CSS variables (no re-render flash); the mode is stored by MUI under `mui-mode`. */
export function AppThemeProvider({ direction, children }: { direction: 'ltr' | 'rtl'; children: ReactNode }) {
  return (
    <CacheProvider value={useEmotionCache(direction)}>
      <ThemeProvider theme={getTheme(direction)} defaultMode="light" disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
