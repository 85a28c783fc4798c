import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityDayEntity } from './activity-day.entity.js';
import { StreakController } from './streak.controller.js';
import { StreakService } from './streak.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ActivityDayEntity])],
  controllers: [StreakController],
  providers: [StreakService],
})
export class StreakModule {}
