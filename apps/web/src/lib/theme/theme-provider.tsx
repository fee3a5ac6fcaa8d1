import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { type ReactNode, useEffect } from 'react';
import { useDigits } from '../i18n/digits';
import { useColorMode } from './color-mode';
import { useEmotionCache } from './emotion-cache';
import { getTheme } from './theme';

/**
 * Keeps MUI's idea of the mode in step with the shared colour-mode store (the toggle lives in
 * MUI-free code and may be used before MUI ever mounted).
 */
function ModeBridge() {
  const mode = useColorMode();
  const { mode: muiMode, setMode } = useColorScheme();
  useEffect(() => {
    if (muiMode !== mode) setMode(mode);
  }, [mode, muiMode, setMode]);
  return null;
}

/**
 * Light/dark via CSS variables (no re-render flash); the mode is stored under `mui-mode`. Arabic
 * (right-to-left) pages get MUI's texts in Arabic, numbered in the person's digit setting.
 */
export function AppThemeProvider({ direction, children }: { direction: 'ltr' | 'rtl'; children: ReactNode }) {
  const digits = useDigits();
  return (
    <CacheProvider value={useEmotionCache(direction)}>
      <ThemeProvider theme={getTheme(direction, digits)} defaultMode="light" disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <ModeBridge />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
