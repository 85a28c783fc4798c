import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { deepDiveRpc, feedRpcInsights as rpc, type RpcParsed, type RpcRequest } from '@lumen/contracts';
import { EventBus, RpcHandler, RpcPayload } from '@lumen/platform';
import { DeepDiveService } from '../deep-dive/deep-dive.service.js';
import { InsightsService } from './insights.service.js';

@Controller()
export class InsightsController {
  constructor(
    private readonly insights: InsightsService,
    private readonly events: EventBus,
    private readonly deepDives: DeepDiveService,
  ) {}

  @RpcHandler(deepDiveRpc.deepDive)
  deepDive(@RpcPayload(deepDiveRpc.deepDive) req: RpcRequest<typeof deepDiveRpc.deepDive>) {
    return this.deepDives.deepDive(req.id);
  }

  @RpcHandler(deepDiveRpc.generate)
  generate(@RpcPayload(deepDiveRpc.generate) req: RpcParsed<typeof deepDiveRpc.generate>) {
    return this.insights.generate(req.userId, req.request);
  }

  @RpcHandler(rpc.persist)
  persist(@RpcPayload(rpc.persist) req: RpcRequest<typeof rpc.persist>) {
    return this.insights.persist(req.userId, req.insight);
  }

  @RpcHandler(rpc.get)
  get(@RpcPayload(rpc.get) req: RpcRequest<typeof rpc.get>) {
    return this.insights.get(req.id);
  }

  @RpcHandler(rpc.seed)
  seed() {
    return this.insights.seed();
  }

  /** A durable event for analytics: the view is counted even if analytics is down right now. */
  @RpcHandler(rpc.view)
  async view(@RpcPayload(rpc.view) req: RpcRequest<typeof rpc.view>) {
    const insight = await this.insights.exists(req.insightId);
    const at = new Date().toISOString();
    await this.events.publish('insight.viewed', {
      eventId: randomUUID(),
      origin: insight.origin,
      userId: req.userId,
      insightId: insight.id,
      tags: insight.tags,
      at,
      timeZone: req.timeZone,
    });
    return {};
  }
}
