import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { RequestStatus } from '@visadesk/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_LOOK, type StatusColor, statusKey } from '../status';

/**
 * A status in its colour: a soft tint with dark text (light) or light text (dark), readable in
 * both themes where MUI's filled chips on info/warning are not.
 */
export function statusChipSx(status: RequestStatus, selected = false) {
  const { color, variant } = STATUS_LOOK[status];
  return (theme: Theme): SystemStyleObject<Theme> => {
    const palette = paletteOf(theme, color);
    // Selected shows as a ring in the text's own colour over the usual tint: a darker tint would
    // take the text under 4.5:1 (its shade is derived for the 14 % tint, see theme.ts).
    return {
      fontWeight: 600,
      color: palette.text,
      bgcolor: selected || variant === 'soft' ? palette.soft : 'transparent',
      border: 1,
      borderColor: selected ? palette.text : variant === 'outlined' ? palette.border : 'transparent',
      boxShadow: selected ? `inset 0 0 0 1px ${palette.text}` : undefined,
      ...theme.applyStyles('dark', {
        color: palette.textDark,
        ...(selected
          ? { borderColor: palette.textDark, boxShadow: `inset 0 0 0 1px ${palette.textDark}` }
          : {}),
      }),
    };
  };
}

function paletteOf(theme: Theme, color: StatusColor) {
  const vars = theme.vars ?? (theme as unknown as Required<Theme>['vars']);
  if (color === 'default') {
    return {
      text: vars.palette.text.secondary,
      textDark: vars.palette.text.secondary,
      soft: vars.palette.action.selected,
      border: vars.palette.divider,
    };
  }
  const p = vars.palette[color];
  return {
    text: p.dark,
    textDark: p.light,
    soft: `rgba(${p.mainChannel} / 0.14)`,
    border: `rgba(${p.mainChannel} / 0.6)`,
  };
}

export function StatusChip({ status, size = 'small', ...props }: { status: RequestStatus } & ChipProps) {
  const { t } = useTranslation();
  return (
    <Chip
      {...props}
      size={size}
      label={t(statusKey(status))}
      sx={[statusChipSx(status), { height: size === 'small' ? 22 : undefined }]}
    />
  );
}
