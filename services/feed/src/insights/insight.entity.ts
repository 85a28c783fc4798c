import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The shared catalogue: insights that were saved, seeded or generated on request. */
@Entity({ name: 'insights' })
export class InsightEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Which writer output this is (library id or a hash of LLM text), so it is stored once. */
  @Column('text', { name: 'content_key', unique: true })
  contentKey!: string;

  @Column('text')
  text!: string;

  @Column('text', { array: true })
  tags!: string[];

  @Column('text', { nullable: true })
  source!: string | null;

  @Column('text', { name: 'image_url', nullable: true })
  imageUrl!: string | null;

  @Column('text', { name: 'video_url', nullable: true })
  videoUrl!: string | null;

  @Column('text', { name: 'banner_label', nullable: true })
  bannerLabel!: string | null;

  @Column('text', { name: 'icon_concept', nullable: true })
  iconConcept!: string | null;

  @Column('text')
  origin!: 'library' | 'llm' | 'user';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
