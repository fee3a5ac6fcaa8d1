import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GridOverlay } from '@mui/x-data-grid';
import { IconAlertTriangle, IconDatabaseOff, IconFilterOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDataTableContext } from './data-table-context';

/** Replaces the grid's "No rows": an error with retry, "no matches" with a reset, or a plain empty list. */
export function DataTableNoRowsOverlay() {
  const { t } = useTranslation();
  const { error, onRetry, filtered, onClearFilters } = useDataTableContext();

  if (error) {
    return (
      <GridOverlay>
        <Stack role="alert" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', p: 3 }}>
          <IconAlertTriangle size={36} stroke={1.5} color="var(--mui-palette-error-main)" aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{t('ui.table.errorTitle')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ui.table.errorHint')}
          </Typography>
          <Button variant="outlined" startIcon={<IconRefresh size={18} />} onClick={onRetry}>
            {t('ui.table.retry')}
          </Button>
        </Stack>
      </GridOverlay>
    );
  }

  const Icon = filtered ? IconFilterOff : IconDatabaseOff;
  return (
    <GridOverlay>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', p: 3 }}>
        <Icon size={36} stroke={1.5} color="var(--mui-palette-text-secondary)" aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>
          {t(filtered ? 'ui.table.noMatches' : 'ui.table.empty')}
        </Typography>
        {filtered && (
          <Button variant="outlined" onClick={onClearFilters}>
            {t('ui.table.clearFilters')}
          </Button>
        )}
      </Stack>
    </GridOverlay>
  );
}
