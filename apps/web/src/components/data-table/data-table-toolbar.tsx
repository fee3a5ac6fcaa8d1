import Box from '@mui/material/Box';
import { ColumnsPanelTrigger } from '@mui/x-data-grid';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDataTableContext } from './data-table-context';
import { FilterSheetButton } from './filter-sheet';
import { SearchField } from './search-field';

/**
 * Search, the page's filters and the columns chooser, above the grid (rendered in its toolbar slot).
 * On phones (below `sm`) the filters move into a bottom sheet behind a "Filters" button, so the
 * first rows are not pushed a screen down by a stack of full-width fields.
 */
export function DataTableToolbar() {
  const { t } = useTranslation();
  const { search, onSearch, searchLabel, filters, phone } = useDataTableContext();
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        // Touch-sized buttons (Filters, Columns) on phones.
        [theme.breakpoints.down('sm')]: { '& > .MuiButton-root': { minHeight: 44 } },
      })}
    >
      <SearchField value={search} onChange={onSearch} label={searchLabel} />
      {phone ? filters ? <FilterSheetButton /> : null : filters}
      <Box sx={{ flexGrow: 1 }} />
      <ColumnsPanelTrigger startIcon={<IconColumns3 size={18} stroke={1.75} />}>
        {t('ui.table.columns')}
      </ColumnsPanelTrigger>
    </Box>
  );
}
