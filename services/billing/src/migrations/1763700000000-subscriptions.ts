import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Subscriptions1763700000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE billing.subscriptions (
      user_id uuid PRIMARY KEY,
      status text NOT NULL CHECK (status IN ('trial', 'active', 'cancelled', 'past_due')),
      trial_ends_at timestamptz,
      is_free_account boolean NOT NULL DEFAULT false,
      paid_through timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE billing.subscriptions');
  }
}
