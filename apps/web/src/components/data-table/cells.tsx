import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { IconPhoto } from '@tabler/icons-react';
import { TruncatedText } from '../truncated-text';

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
 * cut at its own end, aligned like the column, whole in a tooltip when cut (see TruncatedText).
 */
export function DirectionalTextCell({ text, dir }: { text: string; dir: 'ltr' | 'rtl' | 'auto' }) {
  // `auto`: text typed in either script (names), its language unknown.
  return (
    <TruncatedText
      text={text}
      dir={dir}
      lang={dir === 'auto' ? undefined : dir === 'rtl' ? 'ar' : 'en'}
      sx={{ width: '100%' }}
    />
  );
}

/**
 * The grid's own text cell: cut in the value's own direction (a Latin name in the Arabic table
 * keeps its first letters), aligned as the column says, whole in a tooltip when cut.
 */
export function renderTitledCell({ formattedValue, value }: GridRenderCellParams) {
  const text = formattedValue ?? value;
  if (text === null || text === undefined || text === '') return null;
  return <TruncatedText text={String(text)} align="inherit" />;
}
