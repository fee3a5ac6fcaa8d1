import '@mui/material/styles';

// Seed-spec §9 adds a 2560px breakpoint above MUI's xl.
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}
