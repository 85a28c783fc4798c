import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { InsightsService } from '../insights/insights.service.js';
import { fromEntity } from '../insights/insight.view.js';
import { SavedEntity } from './saved.entity.js';

/** A learner's favourites; adding twice or removing twice changes nothing. */
@Injectable()
export class SavedService {
  constructor(
    @InjectRepository(SavedEntity) private readonly repo: Repository<SavedEntity>,
    private readonly insights: InsightsService,
  ) {}

  async list(userId: string) {
    const rows = await this.repo.find({ where: { userId }, order: { savedAt: 'DESC' }, select: { insightId: true } });
    return rows.map((row) => ({ insightId: row.insightId }));
  }

  async details(userId: string) {
    const rows = await this.repo.find({ where: { userId }, order: { savedAt: 'DESC' }, relations: { insight: true } });
    return rows.flatMap((row) => (row.insight ? [{ insight: fromEntity(row.insight) }] : []));
  }

  async add(userId: string, insightId: string) {
    await this.insights.exists(insightId);
    await this.repo.createQueryBuilder().insert().values({ userId, insightId }).orIgnore().execute();
    return { insightId };
  }

  async remove(userId: string, insightId: string) {
    await this.repo.delete({ userId, insightId });
    return { insightId };
  }
}
