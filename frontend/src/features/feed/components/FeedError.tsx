import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Shown when no card could be loaded at all; the toast says what failed. */
export function FeedError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card sx={{ borderRadius: '24px', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CloudOffOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h2" component="p">
          No insight to show right now
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>Check your connection and try again.</Typography>
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Card>
  );
}
