import { createTheme, type Theme } from '@mui/material/styles';

const ARABIC_FONT = '"IBM Plex Sans Arabic"';
const LATIN_FONT = '"Public Sans"';
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** 38px controls, rounded corners and small defaults (seed-spec §9: compact density). */
const CONTROL_HEIGHT = 38;

function build(direction: 'ltr' | 'rtl'): Theme {
  // Arabic glyphs come from the Arabic face first; Latin falls through to Public Sans.
  const fontFamily =
    direction === 'rtl'
      ? `${ARABIC_FONT}, ${LATIN_FONT}, ${SYSTEM_FONTS}`
      : `${LATIN_FONT}, ${ARABIC_FONT}, ${SYSTEM_FONTS}`;
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#10B981', contrastText: '#FFFFFF' },
          success: { main: '#28C76F' },
          info: { main: '#00CFE8' },
          warning: { main: '#FF9F43' },
          error: { main: '#EA5455' },
          background: { default: '#F8F7FA', paper: '#FFFFFF' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#6EE7B7' },
          success: { main: '#28C76F' },
          info: { main: '#00CFE8' },
          warning: { main: '#FF9F43' },
          error: { main: '#EA5455' },
          background: { default: '#25293C', paper: '#2F3349' },
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
              backgroundColor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.14)',
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

const themes: Partial<Record<'ltr' | 'rtl', Theme>> = {};

/** One theme per direction, built lazily and reused. */
export function getTheme(direction: 'ltr' | 'rtl'): Theme {
  themes[direction] ??= build(direction);
  return themes[direction];
}
