import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { WrittenInsight } from '@lumen/contracts';
import { AppError } from '@lumen/platform';
import { LibraryWriter } from '../library/library.writer.js';
import { deepDiveBrief, generateBrief } from '../llm/prompt.js';
import { OpenAiWriter } from '../llm/openai.writer.js';

export interface WriteRequest {
  userId: string;
  interest: string;
  count: number;
  exclude: readonly string[];
  offlineOnly?: boolean;
}

export const LLM_WRITER = Symbol('LLM_WRITER');

export interface GenerateWrite {
  userId: string;
  prompt: string;
  topics: string[];
  difficulty: string;
  insightType: string;
}

/** The LLM when configured and allowed; the library for whatever it cannot deliver. */
@Injectable()
export class WriterService {
  private readonly logger = new Logger(WriterService.name);

  constructor(
    private readonly library: LibraryWriter,
    @Optional() @Inject(LLM_WRITER) private readonly llm?: OpenAiWriter,
  ) {}

  async write(req: WriteRequest): Promise<WrittenInsight[]> {
    if (req.offlineOnly || !this.llm) return this.library.write(req.userId, req.interest, req.count, req.exclude);
    const excluded = new Set(req.exclude);
    let written: WrittenInsight[] = [];
    try {
      written = (await this.llm.write(req.interest, req.count, [])).filter((i) => !excluded.has(i.key));
    } catch (error) {
      this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'LLM writer failed');
    }
    const missing = req.count - written.length;
    return missing > 0 ? [...written, ...this.library.write(req.userId, req.interest, missing, req.exclude)] : written;
  }

  /** Related insights: the LLM's when it delivers all of them, else the nearest library entries. */
  async deepDive(insight: { key: string; text: string; tags: string[] }, count: number): Promise<WrittenInsight[]> {
    const { subject, extra } = deepDiveBrief(insight.text);
    const written = await this.tryLlm(() => this.llm?.write(subject, count, [insight.text], extra));
    return written.length >= count ? written.slice(0, count) : this.library.related(insight, count);
  }

  /** One insight for a learner's own brief; offline, the library's best match. */
  async generate(req: GenerateWrite): Promise<WrittenInsight> {
    const { subject, extra } = generateBrief(req);
    const [written] = await this.tryLlm(() => this.llm?.write(subject, 1, [], extra));
    if (written) return written;
    const [best] = this.library.write(req.userId, `${req.prompt} ${req.topics.join(' ')}`, 1, []);
    if (!best) throw new AppError(503, 'No insight is available right now');
    return best;
  }

  private async tryLlm(call: () => Promise<WrittenInsight[]> | undefined): Promise<WrittenInsight[]> {
    if (!this.llm) return [];
    try {
      return (await call()) ?? [];
    } catch (error) {
      this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'LLM writer failed');
      return [];
    }
  }

  seedSet(count: number): WrittenInsight[] {
    return this.library.seedSet(count);
  }
}
