import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'preferences' })
export class PreferencesEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'learning_interest', default: '' })
  learningInterest!: string;

  @Column('boolean', { name: 'onboarding_completed', default: false })
  onboardingCompleted!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
