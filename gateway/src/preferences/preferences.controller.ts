import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  analyticsRpc,
  billingRpc,
  feedRpc,
  preferencesUpdateSchema,
  type Preferences,
  type PreferencesUpdate,
  type Streak,
} from '@lumen/contracts';
import { RpcClient, ZodPipe } from '@lumen/platform';
import { z } from 'zod';
import { LearnerTimeZone } from '../http/time-zone.js';
import { CurrentLearner, type Learner } from '../identity/learner.js';

@ApiTags('preferences')
@Controller()
export class PreferencesController {
  constructor(private readonly rpc: RpcClient) {}

  /** The feed service owns the interest, billing the access fields (SPEC §7 merges them). */
  @Get('preferences')
  async get(@CurrentLearner() learner: Learner): Promise<Preferences> {
    const [own, access] = await Promise.all([
      this.rpc.call(feedRpc.getPreferences, { userId: learner.id }),
      this.rpc.call(billingRpc.getAccess, { userId: learner.id }),
    ]);
    return { ...own, ...access };
  }

  /** Completing onboarding starts the 7-day trial first, so the learner is never shown as lapsed. */
  @Post('preferences')
  @HttpCode(200)
  @ApiBody({ schema: z.toJSONSchema(preferencesUpdateSchema, { io: 'input' }) as object })
  async set(
    @CurrentLearner() learner: Learner,
    @Body(new ZodPipe(preferencesUpdateSchema)) body: PreferencesUpdate,
  ): Promise<Preferences> {
    const userId = learner.id;
    const access = body.onboardingCompleted
      ? await this.rpc.call(billingRpc.startTrial, { userId })
      : await this.rpc.call(billingRpc.getAccess, { userId });
    const own = await this.rpc.call(feedRpc.setPreferences, { userId, ...body });
    return { ...own, ...access };
  }

  @Get('streak')
  streak(@CurrentLearner() learner: Learner, @LearnerTimeZone() timeZone?: string): Promise<Streak> {
    return this.rpc.call(analyticsRpc.getStreak, { userId: learner.id, timeZone });
  }
}
