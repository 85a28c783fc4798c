import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Preferences1763700000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE feed.preferences (
      user_id uuid PRIMARY KEY,
      learning_interest text NOT NULL DEFAULT '',
      onboarding_completed boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE feed.preferences');
  }
}
