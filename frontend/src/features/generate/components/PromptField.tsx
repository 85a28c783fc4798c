import { PROMPT_MAX } from '@lumen/contracts';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { promptCounter } from '../messages';

const HINT = 'Optional. What should the insight be about?';

/** The prompt accepts more than the limit so the learner sees the real count and the SPEC message. */
export function PromptField({
  id,
  value,
  error,
  disabled,
  autoFocus,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  disabled: boolean;
  autoFocus?: boolean;
  onChange: (value: string) => void;
}) {
  const over = value.trim().length > PROMPT_MAX;
  return (
    <TextField
      id={id}
      label="Prompt"
      placeholder="e.g. How do small wins build momentum?"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={3}
      maxRows={8}
      fullWidth
      autoFocus={autoFocus}
      disabled={disabled}
      error={Boolean(error) || over}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5 }}>
          <span>{error ?? HINT}</span>
          <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
            {promptCounter(value.length, PROMPT_MAX)}
          </Box>
        </Box>
      }
      slotProps={{ formHelperText: { component: 'div' } }}
    />
  );
}
