import { arEG, type Localization } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { Digits } from '../i18n/digits';
import { intlLocale } from '../i18n/format';
import { contrast, over, shadeUntil } from './contrast';

const ARABIC_FONT = '"IBM Plex Sans Arabic"';
const LATIN_FONT = '"Public Sans"';
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** 38px controls, rounded corners and small defaults (seed-spec §9: compact density). */
const CONTROL_HEIGHT = 38;

const LIGHT_PAPER = '#FFFFFF';
const LIGHT_DEFAULT = '#F8F7FA';
const DARK_PAPER = '#2F3349';
const DARK_DEFAULT = '#25293C';
/** The spec's brand green; white text on it is 2.5:1, so it is the seed, not the button colour. */
export const BRAND_GREEN = '#10B981';
const HUES = { success: '#28C76F', info: '#00CFE8', warning: '#FF9F43', error: '#EA5455' } as const;
/** How strongly soft chips and selected rows tint their colour over the paper. */
export const TINT_ALPHA = 0.14;

/** Text 4.5:1 over its own colour's tint on each background (chips sit on paper and on the page). */
const tintText = (colour: string, backgrounds: string[], toward: 'dark' | 'light') =>
  shadeUntil(
    colour,
    toward,
    backgrounds.map((bg) => (c: string) => [contrast(c, over(colour, TINT_ALPHA, bg)), 4.5]),
  );

/**
 * Light theme's primary: the brand green darkened just enough for white text on it and for itself
 * as text on its selected-row tint (4.5:1 both). Also written in styles/tokens.css for the pages
 * without MUI; a unit test keeps the two equal.
 */
export const LIGHT_PRIMARY = shadeUntil(BRAND_GREEN, 'dark', [
  (c) => [contrast(c, '#FFFFFF'), 4.5],
  (c) => [contrast(c, over(c, TINT_ALPHA, LIGHT_PAPER)), 4.5],
]);

/** Each colour with the shade soft chips write in: `dark` in the light theme, `light` in the dark. */
const lightColour = (main: string) => ({ main, dark: tintText(main, [LIGHT_PAPER, LIGHT_DEFAULT], 'dark') });
const darkColour = (main: string) => ({ main, light: tintText(main, [DARK_PAPER, DARK_DEFAULT], 'light') });

/**
 * MUI's own texts in Arabic (Autocomplete's Open/Close/Clear/No options, pagination, alerts …):
 * the arEG pack, whose wording is the most consistent of MUI's three Arabic packs, with numbers
 * in the digits setting (the packs always write Arabic-Indic ones) and its one weak phrase fixed.
 */
function arabicTexts(digits: Digits): Localization {
  const number = new Intl.NumberFormat(intlLocale('ar', digits));
  const n = (value: number) => number.format(value);
  const components = arEG.components ?? {};
  const pagination = components.MuiPagination?.defaultProps;
  return {
    components: {
      ...components,
      MuiAutocomplete: {
        defaultProps: { ...components.MuiAutocomplete?.defaultProps, noOptionsText: 'لا توجد خيارات' },
      },
      MuiTablePagination: {
        defaultProps: {
          ...components.MuiTablePagination?.defaultProps,
          labelDisplayedRows: ({ from, to, count }) =>
            `${n(from)}–${n(to)} من ${count !== -1 ? n(count) : `أكثر من ${n(to)}`}`,
        },
      },
      MuiPagination: {
        defaultProps: {
          ...pagination,
          getItemAriaLabel: (type, page, selected) =>
            type === 'page'
              ? `${selected ? '' : 'انتقل إلى '}صفحة ${n(page ?? 0)}`
              : (pagination?.getItemAriaLabel?.(type, page, selected) ?? ''),
        },
      },
      MuiRating: {
        defaultProps: {
          ...components.MuiRating?.defaultProps,
          getLabelText: (value) => `${n(value)} ${value !== 1 ? 'نجوم' : 'نجمة'}`,
        },
      },
    },
  };
}

function build(direction: 'ltr' | 'rtl', digits: Digits): Theme {
  // Arabic glyphs come from the Arabic face first; Latin falls through to Public Sans.
  const fontFamily =
    direction === 'rtl'
      ? `${ARABIC_FONT}, ${LATIN_FONT}, ${SYSTEM_FONTS}`
      : `${LATIN_FONT}, ${ARABIC_FONT}, ${SYSTEM_FONTS}`;
  // Arabic pages are the right-to-left ones: MUI's own texts in Arabic with them.
  const locales = direction === 'rtl' ? [arabicTexts(digits)] : [];
  const create = (options: ThemeOptions) => createTheme(options, ...locales);
  return create({
    direction,
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
    colorSchemes: {
      light: {
        palette: {
          // Text on a filled colour is white or black, whichever reaches 4.5:1 (MUI's default is 3).
          contrastThreshold: 4.5,
          primary: { ...lightColour(LIGHT_PRIMARY), contrastText: '#FFFFFF' },
          success: lightColour(HUES.success),
          info: lightColour(HUES.info),
          warning: lightColour(HUES.warning),
          error: lightColour(HUES.error),
          background: { default: LIGHT_DEFAULT, paper: LIGHT_PAPER },
        },
      },
      dark: {
        palette: {
          contrastThreshold: 4.5,
          primary: darkColour('#6EE7B7'),
          success: darkColour(HUES.success),
          info: darkColour(HUES.info),
          warning: darkColour(HUES.warning),
          error: darkColour(HUES.error),
          background: { default: DARK_DEFAULT, paper: DARK_PAPER },
        },
      },
    },
    shape: { borderRadius: 8 },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
    typography: {
      fontFamily,
      fontSize: 14,
      button: { textTransform: 'none', fontWeight: 500 },
      h4: { fontWeight: 600 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
    },
    components: {
      // A visible focus ring on every MUI control reached by keyboard (WCAG 2.4.7), in the
      // primary colour that passes 3:1 on both themes' backgrounds; the ripple alone is too faint.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': {
              outline: '2px solid var(--mui-palette-primary-main)',
              outlineOffset: 2,
            },
          },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: {
            '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)', outlineOffset: 2 },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { minHeight: CONTROL_HEIGHT, borderRadius: 8 } },
      },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      MuiSelect: { defaultProps: { size: 'small' } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { minHeight: CONTROL_HEIGHT, borderRadius: 8 },
          input: { paddingBlock: 8.5 },
        },
      },
      MuiIconButton: { defaultProps: { size: 'small' } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            '&.Mui-selected, &.Mui-selected:hover': {
              color: 'var(--mui-palette-primary-main)',
              backgroundColor: `rgba(var(--mui-palette-primary-mainChannel) / ${TINT_ALPHA})`,
              fontWeight: 600,
            },
          },
        },
      },
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { borderRadius: 10 } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 10 } } },
    },
  });
}

const themes = new Map<string, Theme>();

/**
 * One theme per direction (and, for Arabic, per digit setting: MUI's texts number pages and rows),
 * built lazily and reused.
 */
export function getTheme(direction: 'ltr' | 'rtl', digits: Digits = 'arab'): Theme {
  const key = direction === 'rtl' ? `rtl-${digits}` : 'ltr';
  let theme = themes.get(key);
  if (!theme) {
    theme = build(direction, digits);
    themes.set(key, theme);
  }
  return theme;
}
