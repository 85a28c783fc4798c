import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { BrandMark } from '../../layout';
import { usePreferences } from '../../preferences';
import { OnboardingForm } from './OnboardingForm';

export function OnboardingPage() {
  const { data: preferences } = usePreferences();
  if (preferences?.onboardingCompleted) return <Navigate to="/" replace />;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 1.5,
        py: { xs: 5, sm: 6 },
        background: 'linear-gradient(180deg, #ece9ff 0%, #f6f5fb 55%)',
      }}
    >
      <Paper
        elevation={0}
        sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 }, borderRadius: 5, border: 1, borderColor: 'divider' }}
      >
        <Stack spacing={3}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <BrandMark />
            <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
              Welcome! Let&apos;s personalize your feed
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Tell us what sparks your curiosity and we&apos;ll serve short insights, one card at a time.
            </Typography>
          </Stack>
          <OnboardingForm />
        </Stack>
      </Paper>
    </Box>
  );
}
