import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** No navigation chrome: used by the sign-in page. */
export function BlankLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Outlet />
    </Box>
  );
}
