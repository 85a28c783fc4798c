import { createTheme } from '@mui/material/styles';

export const TOOLTIP_ENTER_DELAY_MS = 700;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#5b4bdb', contrastText: '#ffffff' },
    secondary: { main: '#f29e4c' },
    background: { default: '#f6f5fb', paper: '#ffffff' },
    text: { primary: '#1d1b2f', secondary: '#5d5a72' },
  },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_ENTER_DELAY_MS, enterNextDelay: TOOLTIP_ENTER_DELAY_MS } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { sizeLarge: { minHeight: 52, borderRadius: 14 } },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e7e4f3' } } },
  },
});
