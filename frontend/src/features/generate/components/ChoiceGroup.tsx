import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { choiceLabel } from '../form';

/** One choice among a few values, as labelled radio buttons that wrap on a narrow screen. */
export function ChoiceGroup<T extends string>({
  label,
  name,
  options,
  value,
  error,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly T[];
  value: T;
  error?: string;
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} error={Boolean(error)}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? value)}
        sx={{ columnGap: 1 }}
      >
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={choiceLabel(option)} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
