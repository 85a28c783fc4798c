import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One insight shown to one learner; `day` is the learner's local date. */
@Entity({ name: 'views' })
export class ViewEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'insight_id' })
  insightId!: string;

  @Column('text', { array: true })
  tags!: string[];

  @Column('timestamptz', { name: 'viewed_at' })
  viewedAt!: Date;

  @Column('date')
  day!: string;
}
