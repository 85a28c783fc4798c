import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeepDiveEntity } from '../deep-dive/deep-dive.entity.js';
import { DeepDiveService } from '../deep-dive/deep-dive.service.js';
import { InsightEntity } from '../insights/insight.entity.js';
import { InsightsController } from '../insights/insights.controller.js';
import { InsightsService } from '../insights/insights.service.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { SavedController } from '../saved/saved.controller.js';
import { SavedEntity } from '../saved/saved.entity.js';
import { SavedService } from '../saved/saved.service.js';
import { DraftStore } from './draft.store.js';
import { FeedBuffer } from './feed.buffer.js';
import { FeedController } from './feed.controller.js';
import { FeedService } from './feed.service.js';
import { RefillQueue } from './refill.queue.js';

@Module({
  imports: [TypeOrmModule.forFeature([InsightEntity, SavedEntity, DeepDiveEntity]), PreferencesModule],
  controllers: [FeedController, InsightsController, SavedController],
  providers: [FeedService, FeedBuffer, DraftStore, RefillQueue, InsightsService, SavedService, DeepDiveService],
})
export class FeedModule {}
