import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FieldBinding } from '../lib/forms/bind-field';

/** A labelled on/off switch bound to a boolean form field (see bindField). */
export function FormSwitch({ field, label }: { field: FieldBinding<boolean>; label: string }) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
        />
      }
    />
  );
}
