import { Controller, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { analyticsRpc, type EventPayload, type RpcRequest } from '@lumen/contracts';
import { EventConsumer, RpcHandler, RpcPayload } from '@lumen/platform';
import { Repository } from 'typeorm';
import { ActivityDayEntity } from '../streak/activity-day.entity.js';
import { localDay } from '../streak/streak.js';
import { ViewEntity } from './view.entity.js';

/** Records views (and the learner's active day) from the durable `insight.viewed` events. */
@Injectable()
export class ViewsService implements OnModuleInit {
  constructor(
    @InjectRepository(ViewEntity) private readonly views: Repository<ViewEntity>,
    @InjectRepository(ActivityDayEntity) private readonly days: Repository<ActivityDayEntity>,
    private readonly events: EventConsumer,
  ) {}

  onModuleInit(): void {
    this.events.on('insight.viewed', (event) => this.record(event));
  }

  async record(event: EventPayload<'insight.viewed'>): Promise<void> {
    const viewedAt = new Date(event.at);
    const day = localDay(viewedAt, event.timeZone);
    await this.views.insert({ userId: event.userId, insightId: event.insightId, tags: event.tags, viewedAt, day });
    await this.days.createQueryBuilder().insert().values({ userId: event.userId, day }).orIgnore().execute();
  }

  async clear(userId: string): Promise<number> {
    const result = await this.views.delete({ userId });
    return result.affected ?? 0;
  }
}

@Controller()
export class ViewsController {
  constructor(private readonly views: ViewsService) {}

  @RpcHandler(analyticsRpc.clearViews)
  async clear(@RpcPayload(analyticsRpc.clearViews) req: RpcRequest<typeof analyticsRpc.clearViews>) {
    return { cleared: await this.views.clear(req.userId) };
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([ViewEntity, ActivityDayEntity])],
  controllers: [ViewsController],
  providers: [ViewsService],
})
export class ViewsModule {}
