import { GENERATE_TOPICS } from '@lumen/contracts';
import Check from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { choiceLabel, type GenerateTopic } from '../form';

/** Any number of topics, as toggle chips (pressed = selected). */
export function TopicPicker({
  value,
  error,
  disabled,
  onChange,
}: {
  value: readonly GenerateTopic[];
  error?: string;
  disabled: boolean;
  onChange: (topics: GenerateTopic[]) => void;
}) {
  const labelId = useId();
  const toggle = (topic: GenerateTopic) =>
    onChange(value.includes(topic) ? value.filter((t) => t !== topic) : [...value, topic]);

  return (
    <FormControl component="fieldset" disabled={disabled} error={Boolean(error)}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, mb: 1 }}>
        Topics
      </FormLabel>
      <Stack
        component="ul"
        aria-labelledby={labelId}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {GENERATE_TOPICS.map((topic) => {
          const selected = value.includes(topic);
          return (
            <li key={topic}>
              <Chip
                label={choiceLabel(topic)}
                clickable
                disabled={disabled}
                aria-pressed={selected}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                icon={selected ? <Check aria-hidden /> : undefined}
                onClick={() => toggle(topic)}
              />
            </li>
          );
        })}
      </Stack>
      <FormHelperText>{error ?? 'Optional. Pick any that fit.'}</FormHelperText>
    </FormControl>
  );
}
