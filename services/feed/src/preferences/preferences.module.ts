import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PreferencesController } from './preferences.controller.js';
import { PreferencesEntity } from './preferences.entity.js';
import { PreferencesService } from './preferences.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([PreferencesEntity])],
  controllers: [PreferencesController],
  providers: [PreferencesService],
  exports: [PreferencesService],
})
export class PreferencesModule {}
