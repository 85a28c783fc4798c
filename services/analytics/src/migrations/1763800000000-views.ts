import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Views1763800000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE analytics.views (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL,
      insight_id uuid NOT NULL,
      tags text[] NOT NULL,
      viewed_at timestamptz NOT NULL,
      day date NOT NULL
    )`);
    await db.query('CREATE INDEX views_user_day_idx ON analytics.views (user_id, day)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE analytics.views');
  }
}
