import type { Card } from 'ts-fsrs';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { InsightEntity } from '../insights/insight.entity.js';

/** A saved insight's FSRS schedule for one learner. */
@Entity({ name: 'reviews' })
export class ReviewEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @PrimaryColumn('uuid', { name: 'insight_id' })
  insightId!: string;

  @ManyToOne(() => InsightEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'insight_id' })
  insight?: InsightEntity;

  /** Stored as JSON: its dates come back as strings (see reviveCard). */
  @Column('jsonb')
  card!: Card;

  @Column('timestamptz')
  due!: Date;

  @Column('integer')
  reps!: number;

  @Column('integer')
  lapses!: number;
}
