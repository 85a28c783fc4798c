import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { analyticsRpc, feedRpcInsights, type AdminMessage } from '@lumen/contracts';
import { RpcClient } from '@lumen/platform';
import { AdminOnly } from '../identity/access.decorators.js';
import { CurrentLearner, type Learner } from '../identity/learner.js';

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(private readonly rpc: RpcClient) {}

  /** Adds 30 insights, only to an empty catalogue. */
  @Post('seed')
  @HttpCode(200)
  seed(): Promise<AdminMessage> {
    return this.rpc.call(feedRpcInsights.seed, {});
  }

  /** Clears the signed-in admin's own view history: analytics views and the feed's no-repeat memory. */
  @Post('clear-views')
  @HttpCode(200)
  async clearViews(@CurrentLearner() admin: Learner): Promise<AdminMessage> {
    const [views] = await Promise.all([
      this.rpc.call(analyticsRpc.clearViews, { userId: admin.id }),
      this.rpc.call(feedRpcInsights.clearViews, { userId: admin.id }),
    ]);
    return { message: `View history cleared (${views.cleared} views)`, count: views.cleared };
  }
}
