import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeepDiveEntity } from '../deep-dive/deep-dive.entity.js';
import { DeepDiveService } from '../deep-dive/deep-dive.service.js';
import { InsightEntity } from '../insights/insight.entity.js';
import { InsightsController } from '../insights/insights.controller.js';
import { InsightsService } from '../insights/insights.service.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { ReviewEntity } from '../reviews/review.entity.js';
import { ReviewsController } from '../reviews/reviews.controller.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import { SavedController } from '../saved/saved.controller.js';
import { SavedEntity } from '../saved/saved.entity.js';
import { SavedService } from '../saved/saved.service.js';
import { DraftStore } from './draft.store.js';
import { FeedBuffer } from './feed.buffer.js';
import { FeedController } from './feed.controller.js';
import { FeedService } from './feed.service.js';
import { RefillQueue } from './refill.queue.js';

@Module({
  imports: [TypeOrmModule.forFeature([InsightEntity, SavedEntity, DeepDiveEntity, ReviewEntity]), PreferencesModule],
  controllers: [FeedController, InsightsController, SavedController, ReviewsController],
  providers: [
    FeedService,
    FeedBuffer,
    DraftStore,
    RefillQueue,
    InsightsService,
    SavedService,
    DeepDiveService,
    ReviewsService,
  ],
})
export class FeedModule {}
