import { DIFFICULTIES, type GenerateRequest, INSIGHT_TYPES } from '@lumen/contracts';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useId, useState } from 'react';
import { buildRequest, type FieldErrors, type GenerateField, type GenerateFormValues, INITIAL_VALUES } from '../form';
import { GENERATE_TEXTS } from '../messages';
import { ChoiceGroup } from './ChoiceGroup';
import { PromptField } from './PromptField';
import { TopicPicker } from './TopicPicker';
import { UrlField } from './UrlField';

// While generating, the button stays readable (primary colours) instead of the washed-out disabled look.
const busyStyle = {
  '&.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText', opacity: 0.8 },
} as const;

/** Fields that can be wrong, in screen order: the first wrong one gets the focus. */
const FOCUSABLE: readonly GenerateField[] = ['prompt', 'imageUrl', 'videoUrl'];

export interface GenerateFormProps {
  pending: boolean;
  autoFocus?: boolean;
  /** Sends the request; `showErrors` puts a server's field message beside its field. */
  onGenerate: (request: GenerateRequest, showErrors: (errors: FieldErrors) => void) => void;
}

function without(errors: FieldErrors, fields: readonly GenerateField[]): FieldErrors {
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

export function GenerateForm({ pending, autoFocus, onGenerate }: GenerateFormProps) {
  const idPrefix = useId();
  const fieldId = (field: GenerateField) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<GenerateFormValues>(INITIAL_VALUES);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // After a first attempt, messages follow the values as they change.
  const errors: FieldErrors = { ...serverErrors, ...(attempted ? (buildRequest(values).errors ?? {}) : {}) };

  const change = <K extends GenerateField>(field: K, value: GenerateFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A topic answers "provide a prompt or a topic" as much as a prompt does.
    setServerErrors((previous) => without(previous, field === 'topics' ? [field, 'prompt'] : [field]));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    setServerErrors({});
    const built = buildRequest(values);
    if (built.errors) {
      const first = FOCUSABLE.find((field) => built.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    onGenerate(built.request, setServerErrors);
  };

  return (
    <Stack component="form" aria-label="Generate an insight" onSubmit={submit} noValidate spacing={3}>
      <PromptField
        id={fieldId('prompt')}
        value={values.prompt}
        error={errors.prompt}
        disabled={pending}
        autoFocus={autoFocus}
        onChange={(value) => change('prompt', value)}
      />
      <TopicPicker
        value={values.topics}
        error={errors.topics}
        disabled={pending}
        onChange={(value) => change('topics', value)}
      />
      <ChoiceGroup
        label="Difficulty"
        name="difficulty"
        options={DIFFICULTIES}
        value={values.difficulty}
        error={errors.difficulty}
        disabled={pending}
        onChange={(value) => change('difficulty', value)}
      />
      <ChoiceGroup
        label="Insight type"
        name="insightType"
        options={INSIGHT_TYPES}
        value={values.insightType}
        error={errors.insightType}
        disabled={pending}
        onChange={(value) => change('insightType', value)}
      />
      <UrlField
        id={fieldId('imageUrl')}
        label="Image URL (optional)"
        hint="Shown as the banner of the card."
        value={values.imageUrl}
        error={errors.imageUrl}
        disabled={pending}
        onChange={(value) => change('imageUrl', value)}
      />
      <UrlField
        id={fieldId('videoUrl')}
        label="Video URL (optional)"
        hint="Played in the banner instead of the image."
        value={values.videoUrl}
        error={errors.videoUrl}
        disabled={pending}
        onChange={(value) => change('videoUrl', value)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        startIcon={<AutoAwesome aria-hidden />}
        disabled={pending}
        sx={pending ? busyStyle : undefined}
      >
        {pending ? GENERATE_TEXTS.busy : GENERATE_TEXTS.submit}
      </Button>
    </Stack>
  );
}
