import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EventBus } from '@lumen/platform';
import type { LearnerPreferences } from '@lumen/contracts';
import { Repository } from 'typeorm';
import { PreferencesEntity } from './preferences.entity.js';

const toView = (row: PreferencesEntity): LearnerPreferences => ({
  learningInterest: row.learningInterest,
  onboardingCompleted: row.onboardingCompleted,
});

type InterestListener = (userId: string) => Promise<void>;

@Injectable()
export class PreferencesService {
  private readonly interestListeners: InterestListener[] = [];

  constructor(
    @InjectRepository(PreferencesEntity) private readonly repo: Repository<PreferencesEntity>,
    private readonly events: EventBus,
  ) {}

  /** Called after an onboarded learner's interest is set or changed. */
  onInterestChange(listener: InterestListener): void {
    this.interestListeners.push(listener);
  }

  async get(userId: string): Promise<LearnerPreferences> {
    const row = await this.repo.findOneBy({ userId });
    return row ? toView(row) : { learningInterest: '', onboardingCompleted: false };
  }

  /** Onboarding, once completed, stays completed. */
  async set(userId: string, learningInterest: string, onboardingCompleted = false): Promise<LearnerPreferences> {
    const before = await this.repo.findOneBy({ userId });
    const completed = (before?.onboardingCompleted ?? false) || onboardingCompleted;
    await this.repo.upsert({ userId, learningInterest, onboardingCompleted: completed }, ['userId']);
    if (completed && !before?.onboardingCompleted) {
      await this.events.publish(
        'learner.onboarded',
        { userId, learningInterest, at: new Date().toISOString() },
        userId,
      );
    }
    if (completed && before?.learningInterest !== learningInterest) {
      await Promise.all(this.interestListeners.map((listener) => listener(userId)));
    }
    return { learningInterest, onboardingCompleted: completed };
  }
}
