import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Pre-aggregated rows, so the analytics page never scans raw events. */
export class Aggregates1764000000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE analytics.processed_events (
      event_id uuid PRIMARY KEY,
      processed_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE TABLE analytics.daily_activity (
      user_id uuid NOT NULL,
      day date NOT NULL,
      views integer NOT NULL DEFAULT 0,
      reviews integer NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, day)
    )`);
    await db.query(`CREATE TABLE analytics.tag_views (
      user_id uuid NOT NULL,
      tag text NOT NULL,
      views integer NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, tag)
    )`);
    await db.query(`CREATE TABLE analytics.learner_insights (
      user_id uuid NOT NULL,
      insight_id uuid NOT NULL,
      ai boolean NOT NULL,
      PRIMARY KEY (user_id, insight_id)
    )`);
    await db.query(`CREATE TABLE analytics.saved_insights (
      user_id uuid NOT NULL,
      insight_id uuid NOT NULL,
      PRIMARY KEY (user_id, insight_id)
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['saved_insights', 'learner_insights', 'tag_views', 'daily_activity', 'processed_events']) {
      await db.query(`DROP TABLE analytics.${table}`);
    }
  }
}
