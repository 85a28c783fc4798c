import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiTags } from '@nestjs/swagger';
import {
  deepDiveRpc,
  feedRpcInsights as rpc,
  generateRequestSchema,
  type GeneratedInsight,
  type GenerateRequest,
  insightIdSchema,
  persistInsightSchema,
  savedInsightBodySchema,
  type Insight,
  type PersistInsight,
} from '@lumen/contracts';
import { RpcClient, ZodPipe } from '@lumen/platform';
import { z } from 'zod';
import { LearnerTimeZone } from '../http/time-zone.js';
import { Public } from '../identity/access.decorators.js';
import { CurrentLearner, type Learner } from '../identity/learner.js';

const idPipe = (field: string) => new ZodPipe(insightIdSchema, field);

@ApiTags('feed')
@Controller()
export class FeedController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('feed/next')
  @ApiHeader({ name: 'x-session-id', required: false })
  next(@CurrentLearner() learner: Learner, @Headers('x-session-id') sessionId?: string): Promise<Insight> {
    return this.rpc.call(rpc.next, { userId: learner.id, sessionId: sessionId?.slice(0, 100) });
  }

  @Post('insights/persist')
  @HttpCode(200)
  @ApiBody({ schema: z.toJSONSchema(persistInsightSchema, { io: 'input' }) as object })
  persist(@CurrentLearner() learner: Learner, @Body(new ZodPipe(persistInsightSchema)) insight: PersistInsight) {
    return this.rpc.call(rpc.persist, { userId: learner.id, insight });
  }

  /** Slow work (an LLM may write); the feed service runs it as a job and stores the result once. */
  @Post('insights/:id/deep-dive')
  @HttpCode(200)
  deepDive(@CurrentLearner() learner: Learner, @Param('id', idPipe('id')) id: string): Promise<Insight[]> {
    return this.rpc.call(deepDiveRpc.deepDive, { userId: learner.id, id }, { timeoutMs: 100_000 });
  }

  @Post('insights/generate')
  @HttpCode(200)
  @ApiBody({ schema: z.toJSONSchema(generateRequestSchema, { io: 'input' }) as object })
  generate(
    @CurrentLearner() learner: Learner,
    @Body(new ZodPipe(generateRequestSchema)) request: GenerateRequest,
  ): Promise<GeneratedInsight> {
    return this.rpc.call(deepDiveRpc.generate, { userId: learner.id, request }, { timeoutMs: 70_000 });
  }

  /** The catalogue is public (share pages): reading an insight needs no learner. */
  @Get('insights/:id')
  @Public()
  get(@Param('id', idPipe('id')) id: string): Promise<Insight> {
    return this.rpc.call(rpc.get, { id });
  }

  @Get('saved')
  listSaved(@CurrentLearner() learner: Learner) {
    return this.rpc.call(rpc.listSaved, { userId: learner.id });
  }

  @Get('saved/details')
  savedDetails(@CurrentLearner() learner: Learner) {
    return this.rpc.call(rpc.savedDetails, { userId: learner.id });
  }

  @Post('saved')
  @ApiBody({ schema: z.toJSONSchema(savedInsightBodySchema, { io: 'input' }) as object })
  save(@CurrentLearner() learner: Learner, @Body(new ZodPipe(savedInsightBodySchema)) body: { insightId: string }) {
    return this.rpc.call(rpc.save, { userId: learner.id, insightId: body.insightId });
  }

  @Delete('saved/:insightId')
  unsave(@CurrentLearner() learner: Learner, @Param('insightId', idPipe('insightId')) insightId: string) {
    return this.rpc.call(rpc.unsave, { userId: learner.id, insightId });
  }

  @Post('views/:insightId')
  @HttpCode(200)
  view(
    @CurrentLearner() learner: Learner,
    @Param('insightId', idPipe('insightId')) insightId: string,
    @LearnerTimeZone() timeZone?: string,
  ) {
    return this.rpc.call(rpc.view, { userId: learner.id, insightId, timeZone });
  }
}
