import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function SavedEmptyState() {
  return (
    <Card sx={{ p: 4, borderRadius: '18px' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <FavoriteBorder sx={{ fontSize: 48, color: '#be123c', opacity: 0.7 }} aria-hidden />
        <Typography variant="h2" component="p">
          No saved insights yet
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Start saving insights by clicking the Save button on any card
        </Typography>
      </Stack>
    </Card>
  );
}
