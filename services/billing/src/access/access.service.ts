import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AccessState } from '@lumen/contracts';
import { Repository } from 'typeorm';
import { SubscriptionEntity } from './subscription.entity.js';

export const TRIAL_DAYS = 7;
const DAY_MS = 86_400_000;

const toAccess = (row: SubscriptionEntity | null): AccessState => ({
  isFreeAccount: row?.isFreeAccount ? 1 : 0,
  subscriptionStatus: row?.status ?? 'trial',
  trialEndsAt: row?.trialEndsAt ? row.trialEndsAt.toISOString() : null,
});

@Injectable()
export class AccessService {
  constructor(@InjectRepository(SubscriptionEntity) private readonly repo: Repository<SubscriptionEntity>) {}

  async get(userId: string): Promise<AccessState> {
    return toAccess(await this.repo.findOneBy({ userId }));
  }

  /** Starts the free trial once per learner; later calls leave it as it is. */
  async startTrial(userId: string, now = new Date()): Promise<AccessState> {
    await this.repo
      .createQueryBuilder()
      .insert()
      .values({ userId, status: 'trial', trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS) })
      .orIgnore()
      .execute();
    return this.get(userId);
  }
}
