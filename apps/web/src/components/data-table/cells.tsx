import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { IconPhoto } from '@tabler/icons-react';

/** A small yes/no chip for boolean columns (active, featured). */
export function BooleanChip({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return (
    <Chip
      size="small"
      label={value ? yes : no}
      color={value ? 'success' : 'default'}
      variant={value ? 'filled' : 'outlined'}
      sx={{ height: 22, fontWeight: 500 }}
    />
  );
}

/** A fixed-size thumbnail that fits a compact row; a placeholder when there is no image. */
export function ThumbnailCell({
  src,
  alt,
  width = 44,
  height = 28,
}: {
  src: string | null;
  alt: string;
  width?: number;
  height?: number;
}) {
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
      <Box
        sx={{
          width,
          height,
          borderRadius: 0.75,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt={alt}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <IconPhoto size={16} stroke={1.5} color="var(--mui-palette-text-disabled)" aria-hidden />
        )}
      </Box>
    </Box>
  );
}

/**
 * Text in a given direction inside a cell of the other one (an English name in the Arabic table):
 * its own block, so the ellipsis lands at the end of that text, aligned to the table's start.
 */
export function DirectionalTextCell({ text, dir }: { text: string; dir: 'ltr' | 'rtl' | 'auto' }) {
  return (
    <Box
      component="span"
      dir={dir}
      // `auto`: text typed in either script (names), its language unknown.
      lang={dir === 'auto' ? undefined : dir === 'rtl' ? 'ar' : 'en'}
      title={text}
      sx={(theme) => ({
        display: 'block',
        width: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        textAlign: theme.direction === 'rtl' ? 'right' : 'left',
      })}
    >
      {text}
    </Box>
  );
}

/** The grid's own text cell, with its whole text as a tooltip for when the column cuts it. */
export function renderTitledCell({ formattedValue, value }: GridRenderCellParams) {
  const text = formattedValue ?? value;
  if (text === null || text === undefined || text === '') return null;
  const shown = String(text);
  return (
    <Box
      component="span"
      title={shown}
      sx={{
        display: 'block',
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {shown}
    </Box>
  );
}
