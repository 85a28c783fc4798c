import { Controller, Module } from '@nestjs/common';
import { analyticsRpc, analyticsSummaryRpc, type RpcParsed } from '@lumen/contracts';
import { RpcHandler, RpcPayload } from '@lumen/platform';
import { ActivityRecorder } from './activity.recorder.js';
import { SummaryService } from './summary.service.js';

@Controller()
export class SummaryController {
  constructor(private readonly summaries: SummaryService) {}

  @RpcHandler(analyticsSummaryRpc)
  summary(@RpcPayload(analyticsSummaryRpc) req: RpcParsed<typeof analyticsSummaryRpc>) {
    return this.summaries.summary(req.userId, req.timeZone);
  }

  @RpcHandler(analyticsRpc.clearViews)
  async clear(@RpcPayload(analyticsRpc.clearViews) req: RpcParsed<typeof analyticsRpc.clearViews>) {
    return { cleared: await this.summaries.clearViews(req.userId) };
  }
}

@Module({ controllers: [SummaryController], providers: [ActivityRecorder, SummaryService] })
export class ActivityModule {}
