import { Controller } from '@nestjs/common';
import { feedRpc, type LearnerPreferences, type RpcRequest } from '@lumen/contracts';
import { RpcHandler, RpcPayload } from '@lumen/platform';
import { PreferencesService } from './preferences.service.js';

@Controller()
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @RpcHandler(feedRpc.getPreferences)
  get(@RpcPayload(feedRpc.getPreferences) req: RpcRequest<typeof feedRpc.getPreferences>): Promise<LearnerPreferences> {
    return this.preferences.get(req.userId);
  }

  @RpcHandler(feedRpc.setPreferences)
  set(@RpcPayload(feedRpc.setPreferences) req: RpcRequest<typeof feedRpc.setPreferences>): Promise<LearnerPreferences> {
    return this.preferences.set(req.userId, req.learningInterest, req.onboardingCompleted);
  }
}
