import { Module, type DynamicModule } from '@nestjs/common';
import { CONTENT_ENV, llmConfigured, type ContentEnv } from '../env.js';
import { LibraryWriter } from '../library/library.writer.js';
import { OpenAiWriter } from '../llm/openai.writer.js';
import { LLM_WRITER, WriterService } from './writer.service.js';
import { WritersController } from './writers.controller.js';

@Module({})
export class WritersModule {
  static forRoot(env: ContentEnv): DynamicModule {
    return {
      module: WritersModule,
      controllers: [WritersController],
      providers: [
        { provide: CONTENT_ENV, useValue: env },
        LibraryWriter,
        WriterService,
        ...(llmConfigured(env) ? [{ provide: LLM_WRITER, useClass: OpenAiWriter }] : []),
      ],
    };
  }
}
