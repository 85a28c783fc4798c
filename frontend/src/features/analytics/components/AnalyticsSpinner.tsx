import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const ANALYTICS_LOADING = 'Loading analytics';

/** SPEC §2: a spinner while the analytics (or the screen's code) load. */
export function AnalyticsSpinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={ANALYTICS_LOADING} />
    </Box>
  );
}
