import Box from '@mui/material/Box';

/** A country's flag at a fixed 3:2 size; the ISO code in a box when no flag was uploaded. */
export function CountryFlag({
  flagUrl,
  iso2,
  width = 24,
}: {
  flagUrl: string | null;
  iso2: string;
  width?: number;
}) {
  const height = Math.round((width * 2) / 3);
  if (flagUrl) {
    return (
      <Box
        component="img"
        src={flagUrl}
        alt=""
        loading="lazy"
        sx={{ width, height, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0, boxShadow: 1 }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{
        width,
        height,
        flexShrink: 0,
        borderRadius: 0.5,
        border: 1,
        borderColor: 'divider',
        fontSize: Math.max(8, Math.round(height * 0.55)),
        lineHeight: `${height - 2}px`,
        textAlign: 'center',
        color: 'text.secondary',
        fontWeight: 600,
      }}
    >
      {iso2}
    </Box>
  );
}
