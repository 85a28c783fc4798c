import AutoStories from '@mui/icons-material/AutoStories';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Stands in for the insight feed until it ships; swap this component for the real card stack. */
export function FeedPlaceholder({ learningInterest }: { learningInterest: string }) {
  return (
    <Card component="section" aria-labelledby="feed-placeholder-title">
      <Box
        aria-hidden
        sx={{
          height: 140,
          display: 'grid',
          placeItems: 'center',
          color: 'common.white',
          background: 'linear-gradient(135deg, #5b4bdb 0%, #8f6ff0 55%, #f29e4c 100%)',
        }}
      >
        <AutoStories sx={{ fontSize: 56, opacity: 0.9 }} />
      </Box>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="feed-placeholder-title" variant="h2">
            Loading your infinite feed...
          </Typography>
          <Typography>The insight feed is coming in the next release. It is not built yet.</Typography>
          {learningInterest && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Your learning interest: <strong>{learningInterest}</strong>
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
