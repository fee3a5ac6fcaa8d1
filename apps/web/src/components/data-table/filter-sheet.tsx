import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/i18n/format';
import { useDataTableContext } from './data-table-context';

/** Touch targets on phones (WCAG 2.5.5 / platform guidelines): 44 × 44 px at least. */
const TOUCH = 44;

/**
 * The toolbar's "Filters" button below `sm`: opens the filter sheet and shows how many filters
 * are set. Its name is its word, "Filters" (what speech input users say); the count badge is
 * visual, and its meaning ("2 active") is the button's description. A name such as "Filters,
 * 2 active" would not contain the visible "Filters2" (axe: label-content-name-mismatch).
 */
export function FilterSheetButton() {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const countId = useId();
  const {
    activeFilterCount: count,
    filterSheetOpen,
    filterSheetId,
    onOpenFilterSheet,
  } = useDataTableContext();
  return (
    <Button
      variant="outlined"
      color={count > 0 ? 'primary' : 'inherit'}
      startIcon={<IconAdjustmentsHorizontal size={18} stroke={1.75} aria-hidden />}
      aria-haspopup="dialog"
      aria-expanded={filterSheetOpen}
      aria-controls={filterSheetOpen ? filterSheetId : undefined}
      aria-describedby={count > 0 ? countId : undefined}
      onClick={(e) => {
        // Safari does not focus a clicked button; the sheet gives focus back to what had it.
        e.currentTarget.focus();
        onOpenFilterSheet();
      }}
      sx={{ minHeight: TOUCH, borderColor: count > 0 ? undefined : 'divider' }}
    >
      {t('phone.filters')}
      {count > 0 && (
        <Box
          component="span"
          data-testid="active-filter-count"
          aria-hidden
          sx={{
            marginInlineStart: 1,
            minWidth: 22,
            height: 22,
            px: 0.75,
            borderRadius: 11,
            display: 'inline-grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 12,
            fontWeight: 700,
            lineHeight: 1,
          }}
        >
          {formatNumber(count)}
        </Box>
      )}
      {count > 0 && (
        <span id={countId} hidden>
          {t('phone.activeCount', { n: formatNumber(count) })}
        </span>
      )}
    </Button>
  );
}

interface FilterSheetProps {
  open: boolean;
  id: string;
  activeCount: number;
  onClose(): void;
  /** Clears the filters (not the search, which stays in view above the list). */
  onClear(): void;
  children: ReactNode;
}

/**
 * The list's filters on a phone: a bottom sheet (a modal Drawer) with the page's own controls
 * stacked full width. The Drawer's modal moves focus into the sheet, keeps it there, closes on
 * Escape or a tap outside, and gives focus back to the Filters button. Every change applies at
 * once (the list behind updates); "Show results" just closes the sheet.
 */
export function FilterSheet({ open, id, activeCount, onClose, onClear, children }: FilterSheetProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': headingId,
          sx: {
            maxHeight: '88dvh',
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
            // Above the home indicator on phones that have one.
            pb: 'env(safe-area-inset-bottom)',
          },
        },
      }}
    >
      <Box
        aria-hidden
        sx={{ width: 36, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mt: 1 }}
      />
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInlineStart: 2,
          paddingInlineEnd: 1,
          pt: 0.5,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {t('phone.filters')}
        </Typography>
        <IconButton
          aria-label={t('phone.closeFilters')}
          onClick={onClose}
          sx={{ width: TOUCH, height: TOUCH }}
        >
          <IconX size={20} stroke={1.75} />
        </IconButton>
      </Stack>
      <Stack spacing={2} sx={{ px: 2, pt: 1.5, pb: 2, overflowY: 'auto', minHeight: 0 }}>
        {children}
      </Stack>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', '& > *': { flex: 1, minHeight: TOUCH } }}
      >
        <Button variant="outlined" color="inherit" onClick={onClear} disabled={activeCount === 0}>
          {t('phone.clearFilters')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('phone.showResults')}
        </Button>
      </Stack>
    </Drawer>
  );
}
