import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { analyticsSummaryRpc, insightIdSchema, reviewBodySchema, reviewsRpc, type Analytics } from '@lumen/contracts';
import { RpcClient, ZodPipe } from '@lumen/platform';
import { z } from 'zod';
import { LearnerTimeZone } from '../http/time-zone.js';
import { CurrentLearner, type Learner } from '../identity/learner.js';

@ApiTags('reviews and analytics')
@Controller()
export class ReviewsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('reviews/due')
  due(@CurrentLearner() learner: Learner) {
    return this.rpc.call(reviewsRpc.due, { userId: learner.id });
  }

  @Post('reviews/:insightId')
  @HttpCode(200)
  @ApiBody({ schema: z.toJSONSchema(reviewBodySchema, { io: 'input' }) as object })
  rate(
    @CurrentLearner() learner: Learner,
    @Param('insightId', new ZodPipe(insightIdSchema, 'insightId')) insightId: string,
    @Body(new ZodPipe(reviewBodySchema)) body: { quality: number },
    @LearnerTimeZone() timeZone?: string,
  ) {
    return this.rpc.call(reviewsRpc.rate, {
      userId: learner.id,
      insightId,
      quality: body.quality,
      timeZone,
    });
  }

  @Get('analytics')
  analytics(@CurrentLearner() learner: Learner, @LearnerTimeZone() timeZone?: string): Promise<Analytics> {
    return this.rpc.call(analyticsSummaryRpc, { userId: learner.id, timeZone });
  }
}
