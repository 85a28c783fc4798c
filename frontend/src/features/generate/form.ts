import {
  type DIFFICULTIES,
  type GENERATE_TOPICS,
  type GenerateRequest,
  generateRequestSchema,
  type INSIGHT_TYPES,
} from '@lumen/contracts';
import { isApiError } from '../../lib/api';

export type Difficulty = (typeof DIFFICULTIES)[number];
export type InsightType = (typeof INSIGHT_TYPES)[number];
export type GenerateTopic = (typeof GENERATE_TOPICS)[number];

/** What the learner typed and picked, before trimming and validation. */
export interface GenerateFormValues {
  prompt: string;
  topics: GenerateTopic[];
  difficulty: Difficulty;
  insightType: InsightType;
  imageUrl: string;
  videoUrl: string;
}

export type GenerateField = keyof GenerateFormValues;
export type FieldErrors = Partial<Record<GenerateField, string>>;

/** SPEC §3 defaults: intermediate, principle. */
export const INITIAL_VALUES: Readonly<GenerateFormValues> = Object.freeze({
  prompt: '',
  topics: [],
  difficulty: 'intermediate',
  insightType: 'principle',
  imageUrl: '',
  videoUrl: '',
});

/** How each field is named in messages and labels. */
export const FIELD_NAMES: Readonly<Record<GenerateField, string>> = Object.freeze({
  prompt: 'Prompt',
  topics: 'Topics',
  difficulty: 'Difficulty',
  insightType: 'Insight type',
  imageUrl: 'Image URL',
  videoUrl: 'Video URL',
});

const isField = (key: unknown): key is GenerateField => typeof key === 'string' && key in FIELD_NAMES;

/** The prompt's messages are the SPEC's sentences; other fields get their name in front. */
const fieldMessage = (field: GenerateField, message: string) =>
  field === 'prompt' ? message : `${FIELD_NAMES[field]} ${message}`;

/** Empty URLs are absent, not empty strings (SPEC §5). */
function candidate(values: GenerateFormValues) {
  const imageUrl = values.imageUrl.trim();
  const videoUrl = values.videoUrl.trim();
  return {
    prompt: values.prompt,
    topics: values.topics,
    difficulty: values.difficulty,
    insightType: values.insightType,
    ...(imageUrl && { imageUrl }),
    ...(videoUrl && { videoUrl }),
  };
}

export type BuildResult =
  { request: GenerateRequest; errors?: undefined } | { request?: undefined; errors: FieldErrors };

/** Validates with the same schema the server uses, so browser and server agree on every rule. */
export function buildRequest(values: GenerateFormValues): BuildResult {
  const parsed = generateRequestSchema.safeParse(candidate(values));
  if (parsed.success) {
    const { imageUrl, videoUrl, ...rest } = parsed.data;
    return { request: { ...rest, ...(imageUrl && { imageUrl }), ...(videoUrl && { videoUrl }) } };
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= fieldMessage(field, issue.message);
  }
  return { errors };
}

/** A server 400 naming one of the form's fields, as that field's message (without the "field: " prefix). */
export function serverFieldErrors(error: Error): FieldErrors {
  const details = isApiError(error) ? error.details : undefined;
  if (!details || !isField(details.field)) return {};
  const prefix = `${details.field}: `;
  const message = details.message.startsWith(prefix) ? details.message.slice(prefix.length) : details.message;
  return { [details.field]: fieldMessage(details.field, message) };
}

/** A value as a label: capitalised, dashes as spaces ("case-study" → "Case study"). */
export const choiceLabel = (value: string) => {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
