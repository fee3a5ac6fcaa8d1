import Box from '@mui/material/Box';
import { ColumnsPanelTrigger } from '@mui/x-data-grid';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDataTableContext } from './data-table-context';
import { SearchField } from './search-field';

/** Search, the page's filters and the columns chooser, above the grid (rendered in its toolbar slot). */
export function DataTableToolbar() {
  const { t } = useTranslation();
  const { search, onSearch, searchLabel, filters } = useDataTableContext();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <SearchField value={search} onChange={onSearch} label={searchLabel} />
      {filters}
      <Box sx={{ flexGrow: 1 }} />
      <ColumnsPanelTrigger startIcon={<IconColumns3 size={18} stroke={1.75} />}>
        {t('ui.table.columns')}
      </ColumnsPanelTrigger>
    </Box>
  );
}
