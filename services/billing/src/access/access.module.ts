import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessController } from './access.controller.js';
import { AccessService } from './access.service.js';
import { SubscriptionEntity } from './subscription.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity])],
  controllers: [AccessController],
  providers: [AccessService],
})
export class AccessModule {}
