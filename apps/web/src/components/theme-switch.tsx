import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Light/dark toggle; MUI stores the choice and theme-init.js re-applies it before first paint. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const label = t(dark ? 'topbar.lightMode' : 'topbar.darkMode');
  return (
    // A native title instead of MUI's Tooltip keeps Popper.js out of the sign-in page.
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      {dark ? <IconSun size={20} stroke={1.75} /> : <IconMoon size={20} stroke={1.75} />}
    </IconButton>
  );
}
