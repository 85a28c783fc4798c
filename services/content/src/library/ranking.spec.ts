import type { LibraryEntry } from './library-data.js';
import { jitter, parseInterest, rank, score, tokens } from './ranking.js';

const entry = (
  id: string,
  tags: string[],
  keywords: string[],
  text = 'A hook sentence here. And a body.',
): LibraryEntry =>
  ({
    id,
    tags,
    keywords,
    text,
    source: 'Test Source (2020)',
    bannerLabel: 'Label',
    iconConcept: 'idea',
  }) as LibraryEntry;

const library = [
  entry('finance-wealth-001', ['finance-wealth'], ['investing', 'index funds', 'fees']),
  entry('micro-world-001', ['micro-world'], ['quantum physics', 'quantum', 'physics', 'particles']),
  entry('cosmic-world-001', ['cosmic-world'], ['astronomy', 'stars', 'physics']),
  entry('art-001', ['art'], ['painting', 'renaissance']),
  entry(
    'life-hacks-001',
    ['life-hacks'],
    ['habits', 'routine'],
    'Habits form through repetition. A cue starts the routine.',
  ),
];

describe('ranking', () => {
  it('drops stop words and keeps meaningful words', () => {
    expect(tokens('I want to learn about Quantum Physics!')).toEqual(['quantum', 'physics']);
  });

  it('maps broad words to categories', () => {
    expect([...parseInterest('quantum physics').categories.keys()]).toContain('micro-world');
    expect([...parseInterest('practical finance and investing').categories.keys()]).toEqual(['finance-wealth']);
  });

  it('scores a whole-phrase keyword match highest', () => {
    const interest = parseInterest('quantum physics');
    expect(score(library[1]!, interest)).toBeGreaterThan(score(library[2]!, interest));
    expect(score(library[2]!, interest)).toBeGreaterThan(score(library[3]!, interest));
  });

  it('puts on-topic entries first, then neighbours, then the rest', () => {
    const order = rank(library, 'quantum physics', 'learner-1').map((e) => e.id);
    expect(order[0]).toBe('micro-world-001');
    expect(order[1]).toBe('cosmic-world-001');
  });

  it('matches word forms (habit/habits, building habits that stick)', () => {
    expect(rank(library, 'building habits that stick', 'x')[0]?.id).toBe('life-hacks-001');
  });

  it('orders an interest with no match by a stable per-learner shuffle', () => {
    const a1 = rank(library, 'zzz', 'learner-a').map((e) => e.id);
    const a2 = rank(library, 'zzz', 'learner-a').map((e) => e.id);
    expect(a1).toEqual(a2);
    expect(jitter('a', 'x')).not.toBe(jitter('b', 'x'));
  });
});
