import { Controller } from '@nestjs/common';
import { analyticsRpc, type RpcRequest, type Streak } from '@lumen/contracts';
import { RpcHandler, RpcPayload } from '@lumen/platform';
import { StreakService } from './streak.service.js';

@Controller()
export class StreakController {
  constructor(private readonly streak: StreakService) {}

  @RpcHandler(analyticsRpc.getStreak)
  get(@RpcPayload(analyticsRpc.getStreak) req: RpcRequest<typeof analyticsRpc.getStreak>): Promise<Streak> {
    return this.streak.get(req.userId, req.timeZone);
  }
}
