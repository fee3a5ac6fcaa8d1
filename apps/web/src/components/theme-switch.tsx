import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setColorMode, useColorMode } from '../lib/theme/color-mode';

/** Light/dark toggle; theme-init.js re-applies the stored choice before the first paint. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const dark = useColorMode() === 'dark';
  const label = t(dark ? 'topbar.lightMode' : 'topbar.darkMode');
  return (
    <button
      type="button"
      className="vd-icon-btn"
      aria-label={label}
      title={label}
      onClick={() => setColorMode(dark ? 'light' : 'dark')}
    >
      {/* Both icons, shown by the colour-scheme attribute: the prerendered sign-in page is drawn
          before JS knows the scheme, and the right icon must be there at first paint. */}
      <IconSun size={20} stroke={1.75} className="vd-if-dark" />
      <IconMoon size={20} stroke={1.75} className="vd-if-light" />
    </button>
  );
}
