import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { EventConsumer } from '@lumen/platform';
import { Repository } from 'typeorm';
import { LearnerEntity } from './learner.entity.js';

@Injectable()
export class LearnersRecorder implements OnModuleInit {
  constructor(
    @InjectRepository(LearnerEntity) private readonly learners: Repository<LearnerEntity>,
    private readonly events: EventConsumer,
  ) {}

  onModuleInit(): void {
    this.events.on('learner.onboarded', async ({ userId, learningInterest, at }) => {
      await this.learners.upsert({ userId, learningInterest, onboardedAt: new Date(at) }, ['userId']);
    });
  }
}

@Module({ imports: [TypeOrmModule.forFeature([LearnerEntity])], providers: [LearnersRecorder] })
export class LearnersModule {}
