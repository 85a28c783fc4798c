import ArrowBack from '@mui/icons-material/ArrowBack';
import Construction from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
      <Button component={Link} to="/" startIcon={<ArrowBack />} size="small">
        Back to feed
      </Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Construction color="secondary" aria-hidden />
        <Typography variant="h1">{title}</Typography>
      </Stack>
      <Typography>This screen is not built yet.</Typography>
    </Stack>
  );
}
