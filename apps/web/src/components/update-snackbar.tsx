import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** Persistent until the user reloads: a new deploy may have removed this build's chunks. */
export function UpdateSnackbar() {
  const { t } = useTranslation();
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('update.available')}
      action={
        <Button color="primary" size="small" variant="contained" onClick={() => window.location.reload()}>
          {t('update.reload')}
        </Button>
      }
    />
  );
}
