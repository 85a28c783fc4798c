import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  contentRpc,
  type AdminMessage,
  type GeneratedInsight,
  type GenerateRequest,
  type Insight,
  type PersistInsight,
  type WrittenInsight,
} from '@lumen/contracts';
import { ConflictError, EventBus, ForbiddenError, NotFoundError, RpcClient, ValidationError } from '@lumen/platform';
import { In, Repository } from 'typeorm';
import { DraftStore } from '../feed/draft.store.js';
import { InsightEntity } from './insight.entity.js';
import { fromEntity, toEntityValues } from './insight.view.js';

export const SEED_COUNT = 30;
const COMPARED_FIELDS = ['tags', 'source', 'imageUrl', 'videoUrl', 'bannerLabel', 'iconConcept'] as const;

@Injectable()
export class InsightsService {
  constructor(
    @InjectRepository(InsightEntity) private readonly repo: Repository<InsightEntity>,
    private readonly drafts: DraftStore,
    private readonly rpc: RpcClient,
    private readonly events: EventBus,
  ) {}

  async get(id: string): Promise<Insight> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new NotFoundError('Insight not found');
    return fromEntity(row);
  }

  async exists(id: string): Promise<InsightEntity> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new NotFoundError('Insight not found');
    return row;
  }

  async byKeys(keys: readonly string[]): Promise<Map<string, InsightEntity>> {
    if (!keys.length) return new Map();
    const rows = await this.repo.findBy({ contentKey: In([...keys]) });
    return new Map(rows.map((row) => [row.contentKey, row]));
  }

  /** Only a draft this server served to this learner can be stored, exactly as it was served. */
  async persist(userId: string, claimed: PersistInsight): Promise<{ id: string }> {
    const draft = await this.drafts.find(userId, claimed.text);
    if (!draft) throw new ForbiddenError('Only insights served to you can be saved');
    for (const field of COMPARED_FIELDS) {
      const value = claimed[field];
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(draft[field])) {
        throw new ValidationError(field, 'does not match the insight you were served');
      }
    }
    return { id: await this.store(draft) };
  }

  /** Stores a writer's insight once; storing it again returns the same id. */
  async store(draft: WrittenInsight): Promise<string> {
    await this.repo.createQueryBuilder().insert().values(toEntityValues(draft)).orIgnore().execute();
    const row = await this.repo.findOneByOrFail({ contentKey: draft.key });
    return row.id;
  }

  /** A learner's own insight: written for the brief, stored with the learner's image and video. */
  async generate(userId: string, req: GenerateRequest): Promise<GeneratedInsight> {
    const { prompt, topics, difficulty, insightType } = req;
    const written = await this.rpc.call(
      contentRpc.generate,
      { userId, prompt, topics, difficulty, insightType },
      { timeoutMs: 60_000 },
    );
    const draft = {
      ...written,
      key: `gen-${randomUUID()}`,
      imageUrl: req.imageUrl ?? null,
      videoUrl: req.videoUrl ?? null,
    };
    const id = await this.store(draft);
    const generatedBy = written.origin;
    await this.events.publish('insight.generated', {
      eventId: randomUUID(),
      userId,
      insightId: id,
      generatedBy,
      at: new Date().toISOString(),
    });
    return { ...(await this.get(id)), generatedBy };
  }

  async seed(): Promise<AdminMessage> {
    if ((await this.repo.count()) > 0) {
      throw new ConflictError('The database already has insights: seeding works only when it is empty');
    }
    const set = await this.rpc.call(contentRpc.seedSet, { count: SEED_COUNT });
    await this.repo.createQueryBuilder().insert().values(set.map(toEntityValues)).orIgnore().execute();
    return { message: `Seeded ${set.length} insights`, count: set.length };
  }
}
