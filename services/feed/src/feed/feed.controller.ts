import { Controller } from '@nestjs/common';
import { feedRpcInsights as rpc, type RpcRequest } from '@lumen/contracts';
import { RpcHandler, RpcPayload } from '@lumen/platform';
import { FeedService } from './feed.service.js';

@Controller()
export class FeedController {
  constructor(private readonly feed: FeedService) {}

  @RpcHandler(rpc.next)
  next(@RpcPayload(rpc.next) req: RpcRequest<typeof rpc.next>) {
    return this.feed.next(req.userId);
  }

  @RpcHandler(rpc.clearViews)
  async clearViews(@RpcPayload(rpc.clearViews) req: RpcRequest<typeof rpc.clearViews>) {
    const cleared = await this.feed.clearHistory(req.userId);
    return { message: `Feed history cleared (${cleared} cards)`, count: cleared };
  }
}
