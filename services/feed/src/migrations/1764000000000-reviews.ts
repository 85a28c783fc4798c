import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reviews1764000000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE feed.reviews (
      user_id uuid NOT NULL,
      insight_id uuid NOT NULL REFERENCES feed.insights(id) ON DELETE CASCADE,
      card jsonb NOT NULL,
      due timestamptz NOT NULL,
      reps integer NOT NULL DEFAULT 0,
      lapses integer NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, insight_id)
    )`);
    await db.query('CREATE INDEX reviews_user_due_idx ON feed.reviews (user_id, due)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE feed.reviews');
  }
}
