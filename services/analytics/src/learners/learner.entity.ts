import { Column, Entity, PrimaryColumn } from 'typeorm';

/** When each learner finished onboarding and with which interest: the cohort data for analytics. */
@Entity({ name: 'learners' })
export class LearnerEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'learning_interest' })
  learningInterest!: string;

  @Column('timestamptz', { name: 'onboarded_at' })
  onboardedAt!: Date;
}
