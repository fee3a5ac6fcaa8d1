import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconPlaneTilt } from '@tabler/icons-react';

/** The VisaDesk mark; the name stays Latin in both languages. */
export function Brand({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  const large = size === 'large';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{
          width: large ? 40 : 32,
          height: large ? 40 : 32,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <IconPlaneTilt size={large ? 24 : 20} stroke={1.75} aria-hidden />
      </Box>
      <Typography
        component="span"
        dir="ltr"
        sx={{ fontWeight: 600, fontSize: large ? 24 : 20, letterSpacing: 0.2, color: 'text.primary' }}
      >
        VisaDesk
      </Typography>
    </Box>
  );
}
