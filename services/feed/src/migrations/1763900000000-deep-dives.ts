import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeepDives1763900000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE feed.deep_dives (
      insight_id uuid PRIMARY KEY REFERENCES feed.insights(id) ON DELETE CASCADE,
      related_ids uuid[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE feed.deep_dives');
  }
}
