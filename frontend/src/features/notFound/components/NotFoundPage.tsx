import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <Typography variant="h1">404 Page Not Found</Typography>
      <Button component={Link} to="/" variant="contained">
        Go to Home
      </Button>
    </Stack>
  );
}
