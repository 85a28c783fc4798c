import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LEARNING_INTEREST_MAX } from '@lumen/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSavePreferences } from '../../preferences';
import { ExampleChips } from './ExampleChips';

export const INTEREST_LABEL = 'What do you want to learn about?';

// While saving, the button stays readable (primary colours) instead of the washed-out disabled look.
const busyStyle = {
  '&.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText', opacity: 0.8 },
} as const;

export function OnboardingForm() {
  const [interest, setInterest] = useState('');
  const navigate = useNavigate();
  const save = useSavePreferences();
  const trimmed = interest.trim();
  const busy = save.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    save.mutate(
      { learningInterest: trimmed, onboardingCompleted: true },
      { onSuccess: () => navigate('/', { replace: true }) },
    );
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
      <TextField
        label={INTEREST_LABEL}
        value={interest}
        onChange={(event) => setInterest(event.target.value)}
        placeholder="e.g. the history of mathematics"
        autoFocus
        autoComplete="off"
        fullWidth
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: LEARNING_INTEREST_MAX, enterKeyHint: 'go' } }}
      />
      <ExampleChips onPick={setInterest} disabled={busy} />
      {save.error && (
        <Alert severity="error" role="alert">
          {save.error.message}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!trimmed || busy}
        sx={busy ? busyStyle : undefined}
      >
        {busy ? 'Creating your learning feed...' : 'Start Learning'}
      </Button>
    </Stack>
  );
}
