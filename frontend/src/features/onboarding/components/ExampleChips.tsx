import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXAMPLE_INTERESTS } from '../examples';

export function ExampleChips({ onPick, disabled }: { onPick: (interest: string) => void; disabled?: boolean }) {
  return (
    <Stack spacing={1}>
      <Typography id="onboarding-examples" variant="body2" sx={{ color: 'text.secondary' }}>
        Need inspiration? Try one of these:
      </Typography>
      <Stack
        component="ul"
        aria-labelledby="onboarding-examples"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {EXAMPLE_INTERESTS.map((interest) => (
          <li key={interest}>
            <Chip
              label={interest}
              variant="outlined"
              color="primary"
              clickable
              disabled={disabled}
              onClick={() => onPick(interest)}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
