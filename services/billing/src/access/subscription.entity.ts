import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SubscriptionStatus } from '@lumen/contracts';

@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  status!: SubscriptionStatus;

  @Column('timestamptz', { name: 'trial_ends_at', nullable: true })
  trialEndsAt!: Date | null;

  @Column('boolean', { name: 'is_free_account', default: false })
  isFreeAccount!: boolean;

  @Column('timestamptz', { name: 'paid_through', nullable: true })
  paidThrough!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
