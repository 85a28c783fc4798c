import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventBus } from '@lumen/platform';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { InsightsService } from '../insights/insights.service.js';
import { fromEntity } from '../insights/insight.view.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import { SavedEntity } from './saved.entity.js';

/** A learner's favourites; adding twice or removing twice changes nothing. */
@Injectable()
export class SavedService {
  constructor(
    @InjectRepository(SavedEntity) private readonly repo: Repository<SavedEntity>,
    private readonly insights: InsightsService,
    private readonly reviews: ReviewsService,
    private readonly events: EventBus,
  ) {}

  async list(userId: string) {
    const rows = await this.repo.find({ where: { userId }, order: { savedAt: 'DESC' }, select: { insightId: true } });
    return rows.map((row) => ({ insightId: row.insightId }));
  }

  async details(userId: string) {
    const rows = await this.repo.find({ where: { userId }, order: { savedAt: 'DESC' }, relations: { insight: true } });
    return rows.flatMap((row) => (row.insight ? [{ insight: fromEntity(row.insight) }] : []));
  }

  /** Saving starts the insight's review schedule; saving again changes nothing. */
  async add(userId: string, insightId: string) {
    await this.insights.exists(insightId);
    const result = await this.repo.createQueryBuilder().insert().values({ userId, insightId }).orIgnore().execute();
    if (result.raw.length) {
      await this.reviews.schedule(userId, insightId);
      await this.publish(userId, insightId, true);
    }
    return { insightId };
  }

  /** Removing ends the schedule. */
  async remove(userId: string, insightId: string) {
    const result = await this.repo.delete({ userId, insightId });
    await this.reviews.unschedule(userId, insightId);
    if (result.affected) await this.publish(userId, insightId, false);
    return { insightId };
  }

  private publish(userId: string, insightId: string, saved: boolean) {
    return this.events.publish('insight.saved', {
      eventId: randomUUID(),
      userId,
      insightId,
      saved,
      at: new Date().toISOString(),
    });
  }
}
