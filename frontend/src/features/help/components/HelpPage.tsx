import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CardActionsSection, HeaderIconsSection, RewardsSection, SwipingSection, TipsSection } from './HelpSections';

/** SPEC §2 /help: a static guide. */
export function HelpPage() {
  return (
    <Stack spacing={2}>
      <Button component={Link} to="/" startIcon={<ArrowBack />} size="small" sx={{ alignSelf: 'flex-start' }}>
        Back to feed
      </Button>
      <Stack spacing={0.5}>
        <Typography variant="h1">Help guide</Typography>
        <Typography sx={{ color: 'text.secondary' }}>How to get the most out of Lumen, one card at a time.</Typography>
      </Stack>
      <HeaderIconsSection />
      <SwipingSection />
      <CardActionsSection />
      <RewardsSection />
      <TipsSection />
    </Stack>
  );
}
