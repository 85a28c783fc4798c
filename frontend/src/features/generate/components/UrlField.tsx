import TextField from '@mui/material/TextField';

/** An optional link; the browser's own URL check is off (the form is noValidate) so our message shows. */
export function UrlField({
  id,
  label,
  hint,
  value,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      type="url"
      label={label}
      placeholder="https://"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
    />
  );
}
