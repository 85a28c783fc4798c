import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { InsightEntity } from '../insights/insight.entity.js';

@Entity({ name: 'saved' })
export class SavedEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @PrimaryColumn('uuid', { name: 'insight_id' })
  insightId!: string;

  @ManyToOne(() => InsightEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'insight_id' })
  insight?: InsightEntity;

  @CreateDateColumn({ name: 'saved_at', type: 'timestamptz' })
  savedAt!: Date;
}
