import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Activity1763700000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE analytics.activity_days (
      user_id uuid NOT NULL,
      day date NOT NULL,
      PRIMARY KEY (user_id, day)
    )`);
    await db.query(`CREATE TABLE analytics.learners (
      user_id uuid PRIMARY KEY,
      learning_interest text NOT NULL,
      onboarded_at timestamptz NOT NULL
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE analytics.learners');
    await db.query('DROP TABLE analytics.activity_days');
  }
}
