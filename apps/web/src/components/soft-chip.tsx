import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';

/** The palette colours a soft chip can take. */
export type SoftColor = 'default' | 'primary' | 'info' | 'warning' | 'secondary' | 'success' | 'error';

/**
 * A status label in a soft tint of its colour, with dark text in the light theme and light text
 * in the dark one: MUI's filled chips on info/warning are hard to read in both.
 */
export function SoftChip({
  color,
  outlined = false,
  size = 'small',
  sx,
  ...props
}: { color: SoftColor; outlined?: boolean } & Omit<ChipProps, 'color' | 'variant'>) {
  return (
    <Chip
      {...props}
      size={size}
      sx={[
        (theme: Theme) => softChipStyle(theme, color, outlined),
        { height: size === 'small' ? 22 : undefined },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

function softChipStyle(theme: Theme, color: SoftColor, outlined: boolean) {
  const vars = theme.vars ?? (theme as unknown as Required<Theme>['vars']);
  if (color === 'default') {
    return {
      fontWeight: 600,
      color: vars.palette.text.secondary,
      bgcolor: outlined ? 'transparent' : vars.palette.action.selected,
      border: 1,
      borderColor: outlined ? vars.palette.divider : 'transparent',
    };
  }
  const p = vars.palette[color];
  return {
    fontWeight: 600,
    color: p.dark,
    bgcolor: outlined ? 'transparent' : `rgba(${p.mainChannel} / 0.14)`,
    border: 1,
    borderColor: outlined ? `rgba(${p.mainChannel} / 0.6)` : 'transparent',
    ...theme.applyStyles('dark', { color: p.light }),
  };
}
