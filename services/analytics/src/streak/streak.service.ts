import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Streak } from '@lumen/contracts';
import { Repository } from 'typeorm';
import { ActivityDayEntity } from './activity-day.entity.js';
import { currentStreak, localDay } from './streak.js';

/** A streak can only be as long as the days we read; a year is plenty for the badge. */
const MAX_DAYS_READ = 400;

@Injectable()
export class StreakService {
  constructor(@InjectRepository(ActivityDayEntity) private readonly days: Repository<ActivityDayEntity>) {}

  async get(userId: string, timeZone?: string, now = new Date()): Promise<Streak> {
    const rows = await this.days.find({ where: { userId }, order: { day: 'DESC' }, take: MAX_DAYS_READ });
    return {
      currentStreak: currentStreak(
        rows.map((row) => row.day),
        localDay(now, timeZone),
      ),
    };
  }
}
