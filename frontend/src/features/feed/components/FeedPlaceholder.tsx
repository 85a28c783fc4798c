import AutoStories from '@mui/icons-material/AutoStories';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Stands in for the insight feed until it ships; swap this component for the real card stack. */
export function FeedPlaceholder({ learningInterest }: { learningInterest: string }) {
  return (
    <Card component="section" aria-labelledby="feed-placeholder-title">
      <Skeleton variant="rectangular" animation="wave" height={140} aria-hidden />
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
            <AutoStories aria-hidden />
            <Typography id="feed-placeholder-title" variant="h2" sx={{ color: 'text.primary' }}>
              Loading your infinite feed...
            </Typography>
          </Stack>
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
