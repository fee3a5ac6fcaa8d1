import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
  icon?: ReactNode;
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  options: readonly FilterOption[];
  width?: number;
}

/** A labelled select for one list filter; the empty choice ("All") removes the filter. */
export function FilterSelect({ label, value, onChange, options, width = 170 }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('ui.table.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.icon && <ListItemIcon sx={{ minWidth: 32 }}>{option.icon}</ListItemIcon>}
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Options for a yes/no filter sent as 'true' / 'false'. */
export function booleanOptions(yes: string, no: string): FilterOption[] {
  return [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
}
