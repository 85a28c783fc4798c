import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CATEGORY_SLUGS, insightDraftSchema, type WrittenInsight } from '@lumen/contracts';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { CONTENT_ENV, type ContentEnv } from '../env.js';
import { SYSTEM_PROMPT, userPrompt } from './prompt.js';

/** What the model is asked to return; every insight is then validated against the real rules. */
const llmOutputSchema = z.object({
  insights: z.array(
    z.object({
      text: z.string(),
      tags: z.array(z.enum(CATEGORY_SLUGS)),
      source: z.string(),
      bannerLabel: z.string(),
      iconConcept: z.string(),
    }),
  ),
});

export const llmKey = (text: string) =>
  `llm-${createHash('sha256').update(text.toLowerCase().replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 24)}`;

/** An OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp) as an insight writer. */
@Injectable()
export class OpenAiWriter {
  private readonly logger = new Logger(OpenAiWriter.name);
  private readonly client: OpenAI;

  constructor(@Inject(CONTENT_ENV) private readonly env: ContentEnv) {
    this.client = new OpenAI({
      apiKey: env.OPENAI_API_KEY ?? 'not-needed',
      baseURL: env.OPENAI_BASE_URL,
      timeout: env.LLM_TIMEOUT_MS,
      maxRetries: 0,
    });
  }

  /** Invalid output is asked for again once, then dropped: an invalid insight never leaves here. */
  async write(interest: string, count: number, avoid: readonly string[], extra = ''): Promise<WrittenInsight[]> {
    const first = await this.ask(interest, count, avoid, extra);
    if (first.valid.length >= count || first.invalid === 0) return first.valid;
    const retryAvoid = [...avoid, ...first.valid.map((i) => i.text)];
    const second = await this.ask(interest, count - first.valid.length, retryAvoid, extra);
    return [...first.valid, ...second.valid].slice(0, count);
  }

  private async ask(interest: string, count: number, avoid: readonly string[], extra: string) {
    const completion = await this.client.chat.completions.create({
      model: this.env.OPENAI_MODEL,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userPrompt(interest, count, avoid, extra) },
      ],
      response_format: zodResponseFormat(llmOutputSchema, 'insights'),
    });
    return this.validate(completion.choices[0]?.message?.content ?? '');
  }

  private validate(content: string): { valid: WrittenInsight[]; invalid: number } {
    let raw: unknown;
    try {
      raw = JSON.parse(content);
    } catch {
      this.logger.warn('LLM answer is not JSON');
      return { valid: [], invalid: 1 };
    }
    const items = (raw as { insights?: unknown }).insights;
    if (!Array.isArray(items)) return { valid: [], invalid: 1 };
    const valid: WrittenInsight[] = [];
    for (const item of items) {
      const parsed = insightDraftSchema.safeParse(item);
      if (parsed.success) valid.push({ ...parsed.data, key: llmKey(parsed.data.text), origin: 'llm' });
      else this.logger.warn({ problem: parsed.error.issues[0]?.message }, 'dropped an invalid LLM insight');
    }
    return { valid, invalid: items.length - valid.length };
  }
}
