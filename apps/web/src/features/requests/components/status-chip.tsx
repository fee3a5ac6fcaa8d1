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
    return {
      fontWeight: 600,
      color: palette.text,
      bgcolor: selected ? palette.strong : variant === 'soft' ? palette.soft : 'transparent',
      border: 1,
      borderColor: variant === 'outlined' || selected ? palette.border : 'transparent',
      ...theme.applyStyles('dark', { color: palette.textDark }),
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
      strong: vars.palette.action.focus,
      border: vars.palette.divider,
    };
  }
  const p = vars.palette[color];
  return {
    text: p.dark,
    textDark: p.light,
    soft: `rgba(${p.mainChannel} / 0.14)`,
    strong: `rgba(${p.mainChannel} / 0.28)`,
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
