import { Rating } from 'ts-fsrs';
import { newCard, review, reviveCard, toGrade } from './scheduling.js';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * DAY);

describe('toGrade (ARCHITECTURE decision 6)', () => {
  it.each([
    [0, Rating.Again],
    [1, Rating.Again],
    [2, Rating.Again],
    [3, Rating.Hard],
    [4, Rating.Good],
    [5, Rating.Easy],
  ])('maps %i', (quality, grade) => {
    expect(toGrade(quality)).toBe(grade);
  });
});

describe('due dates over a sequence of ratings', () => {
  it('is first due one day after saving', () => {
    expect(newCard(at(0), DAY).due).toEqual(at(1));
  });

  it('pushes the next review further out after each good recall', () => {
    let card = newCard(at(0), DAY);
    const gaps: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const now = card.due;
      card = review(card, 4, now);
      gaps.push((card.due.getTime() - now.getTime()) / DAY);
    }
    expect(gaps[0]).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < gaps.length; i += 1) expect(gaps[i]).toBeGreaterThan(gaps[i - 1] as number);
  });

  it('brings a forgotten insight back much sooner than a remembered one and counts the lapse', () => {
    let card = newCard(at(0), DAY);
    card = review(card, 5, at(1));
    card = review(card, 5, card.due);
    const forgotten = review(card, 0, card.due);
    const remembered = review(card, 4, card.due);
    expect(forgotten.due.getTime() - card.due.getTime()).toBeLessThan(
      (remembered.due.getTime() - card.due.getTime()) / 2,
    );
    expect(forgotten.lapses).toBe(1);
  });

  it('schedules Perfect further than Hard from the same state', () => {
    const card = review(newCard(at(0), DAY), 4, at(1));
    expect(review(card, 5, card.due).due.getTime()).toBeGreaterThan(review(card, 3, card.due).due.getTime());
  });

  it('survives a round trip through JSON', () => {
    const card = review(newCard(at(0), DAY), 4, at(1));
    const revived = reviveCard(JSON.parse(JSON.stringify(card)) as Record<string, unknown>);
    expect(review(revived, 4, revived.due).due).toEqual(review(card, 4, card.due).due);
  });
});
