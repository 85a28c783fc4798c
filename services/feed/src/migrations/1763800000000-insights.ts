import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Insights1763800000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE feed.insights (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content_key text NOT NULL UNIQUE,
      text text NOT NULL,
      tags text[] NOT NULL,
      source text,
      image_url text,
      video_url text,
      banner_label text,
      icon_concept text,
      origin text NOT NULL CHECK (origin IN ('library', 'llm', 'user')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE TABLE feed.saved (
      user_id uuid NOT NULL,
      insight_id uuid NOT NULL REFERENCES feed.insights(id) ON DELETE CASCADE,
      saved_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, insight_id)
    )`);
    await db.query('CREATE INDEX saved_user_recent_idx ON feed.saved (user_id, saved_at DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE feed.saved');
    await db.query('DROP TABLE feed.insights');
  }
}
