import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export const INSIGHT_NOT_FOUND = 'Insight not found';

/** SPEC §2/§8: an unknown or malformed insight id (or any failure to load it). */
export function InsightNotFound() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <Typography variant="h1">{INSIGHT_NOT_FOUND}</Typography>
      <Button component={Link} to="/" variant="contained" size="large">
        Go to Home
      </Button>
    </Stack>
  );
}
