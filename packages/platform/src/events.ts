import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EVENTS, eventQueueName, type EventName, type EventPayload, type ServiceName } from '@lumen/contracts';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { BaseEnv } from './env.js';
import { PLATFORM_ENV, PLATFORM_OPTIONS, REDIS } from './tokens.js';
import type { PlatformOptions } from './platform.module.js';

const JOB_DEFAULTS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: false,
} as const;

/** BullMQ job ids may not contain ':'. */
const safeJobId = (value: string) => value.replace(/:/g, '-');

/** Publishes domain events to one durable queue per consuming service. */
@Injectable()
export class EventBus implements OnModuleDestroy {
  private readonly queues = new Map<ServiceName, Queue>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PLATFORM_ENV) private readonly env: BaseEnv,
  ) {}

  /**
   * Publishing the same `dedupeKey` (default: the event's `eventId`) twice delivers it once;
   * consumers still record event ids, since a delivery can be retried after a crash.
   */
  async publish<N extends EventName>(name: N, payload: EventPayload<N>, dedupeKey?: string): Promise<void> {
    const def = EVENTS[name];
    const data = def.schema.parse(payload) as { eventId?: string };
    const key = dedupeKey ?? data.eventId;
    const jobId = key ? safeJobId(`${name}-${key}`) : undefined;
    await Promise.all(
      def.consumers.map((consumer) => this.queue(consumer).add(name, data, { ...JOB_DEFAULTS, jobId })),
    );
  }

  private queue(consumer: ServiceName): Queue {
    let queue = this.queues.get(consumer);
    if (!queue) {
      queue = new Queue(eventQueueName(consumer), { connection: this.redis, prefix: this.env.QUEUE_PREFIX });
      this.queues.set(consumer, queue);
    }
    return queue;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}

type Handler<N extends EventName> = (payload: EventPayload<N>) => Promise<void>;

/** Consumes this service's event queue and dispatches each event to its registered handler. */
@Injectable()
export class EventConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventConsumer.name);
  private readonly handlers = new Map<EventName, Handler<EventName>>();
  private worker?: Worker;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PLATFORM_ENV) private readonly env: BaseEnv,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
  ) {}

  on<N extends EventName>(name: N, handler: Handler<N>): void {
    if (!EVENTS[name].consumers.includes(this.options.name as ServiceName)) {
      throw new Error(`${this.options.name} is not a consumer of ${name}; add it in contracts/events.ts`);
    }
    this.handlers.set(name, handler as Handler<EventName>);
  }

  onApplicationBootstrap(): void {
    if (this.handlers.size === 0) return;
    const queueName = eventQueueName(this.options.name as ServiceName);
    this.worker = new Worker(queueName, (job) => this.dispatch(job), {
      connection: this.redis,
      prefix: this.env.QUEUE_PREFIX,
      concurrency: 8,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ event: job?.name, jobId: job?.id, err: error.message }, 'event handler failed'),
    );
  }

  private async dispatch(job: Job): Promise<void> {
    const name = job.name as EventName;
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for event ${job.name}`);
    await handler(EVENTS[name].schema.parse(job.data));
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
