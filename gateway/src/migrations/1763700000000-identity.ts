import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1763700000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE identity.users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text UNIQUE CHECK (email = lower(email)),
      password_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE TABLE identity.sessions (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES identity.users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`);
    await db.query('CREATE INDEX sessions_user_id_idx ON identity.sessions (user_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE identity.sessions');
    await db.query('DROP TABLE identity.users');
  }
}
