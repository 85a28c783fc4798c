import { type GeneratedInsight, generatedInsightSchema, type GenerateRequest } from '@lumen/contracts';
import { apiPost, pathFromKey } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export const GENERATE_PATH = `${pathFromKey(queryKeys.insights)}/generate`;

export const generateInsight = (request: GenerateRequest): Promise<GeneratedInsight> =>
  apiPost(GENERATE_PATH, request, { schema: generatedInsightSchema });
