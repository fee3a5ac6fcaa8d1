import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { PERMISSIONS, type Permission } from '@visadesk/contract/permissions';
import { useTranslation } from 'react-i18next';

interface PermissionCheckboxesProps {
  value: readonly Permission[];
  onChange(next: Permission[]): void;
}

/** One checkbox per permission of the contract, each with its name and what it grants (ADR 0011). */
export function PermissionCheckboxes({ value, onChange }: PermissionCheckboxesProps) {
  const { t } = useTranslation();
  const toggle = (permission: Permission, on: boolean) =>
    // Kept in the contract's order, as the API stores them.
    onChange(PERMISSIONS.filter((p) => (p === permission ? on : value.includes(p))));

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{t('admins.fields.permissions')}</FormLabel>
      <FormHelperText sx={{ mt: 0, mb: 1 }}>{t('admins.permissions.hint')}</FormHelperText>
      <FormGroup>
        {PERMISSIONS.map((permission) => (
          <FormControlLabel
            key={permission}
            sx={{ alignItems: 'flex-start', mb: 1 }}
            control={
              <Checkbox
                checked={value.includes(permission)}
                onChange={(e) => toggle(permission, e.target.checked)}
                sx={{ pt: 0.25 }}
              />
            }
            label={
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                  {t(`admins.permissions.${permission}`)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {t(`admins.permissionHints.${permission}`)}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
