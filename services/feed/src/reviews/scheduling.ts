import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

/** ARCHITECTURE decision 6: the spec's 0–5 recall rating on FSRS's four grades. */
export function toGrade(quality: number): Grade {
  if (quality <= 2) return Rating.Again;
  if (quality === 3) return Rating.Hard;
  if (quality === 4) return Rating.Good;
  return Rating.Easy;
}

/** Day-level intervals: a saved insight comes back in the feed on a later day, not minutes later. */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

/** A new schedule for an insight saved at `savedAt`, first due after `firstDueMs`. */
export function newCard(savedAt: Date, firstDueMs: number): Card {
  return { ...createEmptyCard(savedAt), due: new Date(savedAt.getTime() + firstDueMs) };
}

export function review(card: Card, quality: number, at: Date): Card {
  return scheduler.next(card, at, toGrade(quality)).card;
}

/** Dates come back from JSON as strings. */
export function reviveCard(raw: Record<string, unknown>): Card {
  return {
    ...(raw as unknown as Card),
    due: new Date(String(raw.due)),
    last_review: raw.last_review ? new Date(String(raw.last_review)) : undefined,
  };
}
