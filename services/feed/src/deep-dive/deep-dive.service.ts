import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { contentRpc, DEEP_DIVE_COUNT, type Insight } from '@lumen/contracts';
import { AppError, PLATFORM_ENV, REDIS, RpcClient, type BaseEnv } from '@lumen/platform';
import { Queue, QueueEvents, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { In, Repository } from 'typeorm';
import { z } from 'zod';
import { InsightEntity } from '../insights/insight.entity.js';
import { fromEntity } from '../insights/insight.view.js';
import { InsightsService } from '../insights/insights.service.js';
import { DeepDiveEntity } from './deep-dive.entity.js';

const QUEUE = 'deep-dive';
/** An LLM may write slowly; past this the learner gets a clear error and can try again. */
const WAIT_MS = 90_000;
const jobSchema = z.object({ insightId: z.uuid() });

/**
 * Deep dives run as jobs with the insight's id as job id, and their result is stored, so asking
 * twice (even at once, from two learners) generates once.
 */
@Injectable()
export class DeepDiveService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DeepDiveService.name);
  private readonly queue: Queue;
  private events?: QueueEvents;
  private worker?: Worker;

  constructor(
    @InjectRepository(DeepDiveEntity) private readonly dives: Repository<DeepDiveEntity>,
    @InjectRepository(InsightEntity) private readonly catalogue: Repository<InsightEntity>,
    private readonly insights: InsightsService,
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PLATFORM_ENV) private readonly env: BaseEnv,
  ) {
    this.queue = new Queue(QUEUE, { connection: redis, prefix: env.QUEUE_PREFIX });
  }

  async deepDive(insightId: string): Promise<Insight[]> {
    await this.insights.exists(insightId);
    const stored = await this.stored(insightId);
    if (stored) return stored;
    const job = await this.queue.add(
      QUEUE,
      { insightId },
      {
        jobId: `deepdive-${insightId}`,
        attempts: 2,
        backoff: { type: 'fixed', delay: 500 },
        removeOnComplete: { age: 3600 },
        removeOnFail: true,
      },
    );
    try {
      await job.waitUntilFinished(this.events as QueueEvents, WAIT_MS);
    } catch (error) {
      this.logger.warn({ insightId, err: error instanceof Error ? error.message : String(error) }, 'deep dive failed');
    }
    const result = await this.stored(insightId);
    if (!result) throw new AppError(503, 'The deep dive could not be generated; please try again');
    return result;
  }

  private async stored(insightId: string): Promise<Insight[] | undefined> {
    const dive = await this.dives.findOneBy({ insightId });
    if (!dive) return undefined;
    const rows = await this.catalogue.findBy({ id: In(dive.relatedIds) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return dive.relatedIds.flatMap((id) => (byId.has(id) ? [fromEntity(byId.get(id) as InsightEntity)] : []));
  }

  private async generate(insightId: string): Promise<void> {
    if (await this.dives.existsBy({ insightId })) return;
    const insight = await this.insights.exists(insightId);
    const written = await this.rpc.call(
      contentRpc.deepDive,
      { insight: { key: insight.contentKey, text: insight.text, tags: insight.tags }, count: DEEP_DIVE_COUNT },
      { timeoutMs: WAIT_MS },
    );
    const relatedIds: string[] = [];
    for (const item of written) relatedIds.push(await this.insights.store(item));
    await this.dives.createQueryBuilder().insert().values({ insightId, relatedIds }).orIgnore().execute();
  }

  onApplicationBootstrap(): void {
    const options = { connection: this.redis, prefix: this.env.QUEUE_PREFIX };
    this.events = new QueueEvents(QUEUE, { ...options, connection: this.redis.duplicate() });
    this.worker = new Worker(QUEUE, (job) => this.generate(jobSchema.parse(job.data).insightId), {
      ...options,
      concurrency: 4,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.events?.close();
    await this.queue.close();
  }
}
