import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The related insights generated once for an insight, in order. */
@Entity({ name: 'deep_dives' })
export class DeepDiveEntity {
  @PrimaryColumn('uuid', { name: 'insight_id' })
  insightId!: string;

  @Column('uuid', { name: 'related_ids', array: true })
  relatedIds!: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
