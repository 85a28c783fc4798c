import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PLATFORM_ENV, REDIS, type BaseEnv } from '@lumen/platform';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';

const QUEUE = 'feed-refill';
const jobSchema = z.object({ userId: z.uuid() });

/** Refill jobs: at most one queued per learner at a time (the job id is the learner's). */
@Injectable()
export class RefillQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RefillQueue.name);
  private readonly queue: Queue;
  private worker?: Worker;
  private handler?: (userId: string) => Promise<void>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PLATFORM_ENV) private readonly env: BaseEnv,
  ) {
    this.queue = new Queue(QUEUE, { connection: redis, prefix: env.QUEUE_PREFIX });
  }

  process(handler: (userId: string) => Promise<void>): void {
    this.handler = handler;
  }

  async request(userId: string): Promise<void> {
    await this.queue.add(
      'refill',
      { userId },
      {
        jobId: `refill-${userId}`,
        attempts: 3,
        backoff: { type: 'exponential', delay: 500 },
        removeOnComplete: true,
        // Failures are logged; a kept failed job would block the learner's next refill (same id).
        removeOnFail: true,
      },
    );
  }

  onApplicationBootstrap(): void {
    this.worker = new Worker(QUEUE, (job) => this.handler?.(jobSchema.parse(job.data).userId) ?? Promise.resolve(), {
      connection: this.redis,
      prefix: this.env.QUEUE_PREFIX,
      concurrency: 8,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ jobId: job?.id, err: error.message }, 'feed refill failed'),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}
