import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { WrittenInsight } from '@lumen/contracts';
import { LibraryWriter } from '../library/library.writer.js';
import { OpenAiWriter } from '../llm/openai.writer.js';

export interface WriteRequest {
  userId: string;
  interest: string;
  count: number;
  exclude: readonly string[];
  offlineOnly?: boolean;
}

export const LLM_WRITER = Symbol('LLM_WRITER');

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

  seedSet(count: number): WrittenInsight[] {
    return this.library.seedSet(count);
  }
}
