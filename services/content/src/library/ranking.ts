import { createHash } from 'node:crypto';
import type { CategorySlug } from '@lumen/contracts';
import { primaryTag, type LibraryEntry } from './library-data.js';

const STOPWORDS = new Set(
  'a an and are as at be by for from how i in into is it its learn me more my of on or our the their them this to want what why with about and their wisdom stick that'.split(
    ' ',
  ),
);

/** Broad words a learner may type, mapped to the categories they point at. */
const CATEGORY_HINTS: Readonly<Record<string, readonly CategorySlug[]>> = Object.freeze({
  physics: ['micro-world', 'everyday-science', 'cosmic-world'],
  quantum: ['micro-world', 'future-tech', 'everyday-science'],
  science: ['everyday-science', 'micro-world', 'nature-beauty'],
  space: ['cosmic-world'],
  astronomy: ['cosmic-world'],
  biology: ['micro-world', 'nature-beauty', 'everyday-science'],
  chemistry: ['everyday-science', 'micro-world'],
  technology: ['future-tech'],
  ai: ['future-tech'],
  money: ['finance-wealth'],
  finance: ['finance-wealth'],
  investing: ['finance-wealth'],
  economics: ['finance-wealth', 'minds-humans'],
  psychology: ['minds-humans', 'life-hacks'],
  habits: ['life-hacks', 'minds-humans'],
  habit: ['life-hacks', 'minds-humans'],
  productivity: ['life-hacks', 'minds-humans'],
  happiness: ['minds-humans', 'philosophy', 'life-hacks'],
  decision: ['minds-humans', 'finance-wealth'],
  history: ['hidden-histories', 'cultures', 'stories'],
  ancient: ['hidden-histories', 'cultures', 'mysteries'],
  civilizations: ['hidden-histories', 'cultures'],
  philosophy: ['philosophy'],
  stoicism: ['philosophy'],
  art: ['art', 'creativity'],
  creativity: ['creativity', 'art'],
  writing: ['creativity', 'stories'],
  stories: ['stories'],
  nature: ['nature-beauty'],
  animals: ['nature-beauty'],
  culture: ['cultures'],
  mysteries: ['mysteries'],
  memory: ['minds-humans', 'life-hacks', 'stories'],
  remember: ['minds-humans', 'life-hacks'],
  learning: ['minds-humans', 'life-hacks'],
  mindset: ['minds-humans', 'philosophy'],
  leadership: ['minds-humans', 'philosophy', 'hidden-histories'],
  strategy: ['minds-humans', 'finance-wealth'],
  design: ['art', 'creativity'],
  entrepreneurship: ['finance-wealth', 'creativity'],
  communication: ['minds-humans', 'stories'],
});

export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .map((t) => t.replace(/'s$/, ''))
    .filter((t) => t.length > 1 && !STOPWORDS.has(t));
}

/** Crude stemming so 'habits' meets 'habit' and 'civilizations' meets 'civilization'. */
const stem = (t: string) => t.replace(/(ations|ation|ings|ing|ies|es|s)$/, '');

export interface Interest {
  phrase: string;
  stems: string[];
  categories: Map<CategorySlug, number>;
}

export function parseInterest(text: string): Interest {
  const words = tokens(text);
  const categories = new Map<CategorySlug, number>();
  for (const word of words) {
    const hinted = CATEGORY_HINTS[word] ?? CATEGORY_HINTS[stem(word)];
    hinted?.forEach((slug, i) => categories.set(slug, (categories.get(slug) ?? 0) + (3 - i)));
  }
  return { phrase: words.join(' '), stems: [...new Set(words.map(stem))], categories };
}

/** An entry's words, stemmed once at load rather than on every ranking. */
export interface IndexedEntry {
  entry: LibraryEntry;
  keywordStems: ReadonlySet<string>;
  textStems: ReadonlySet<string>;
}

export const indexEntry = (entry: LibraryEntry): IndexedEntry => ({
  entry,
  keywordStems: new Set(entry.keywords.flatMap((k) => tokens(k).map(stem))),
  textStems: new Set(tokens(entry.text).map(stem)),
});

/** How well an entry matches the interest: keyword phrases first, then words, then category hints. */
export function score(indexed: IndexedEntry | LibraryEntry, interest: Interest): number {
  if (!interest.stems.length) return 0;
  const { entry, keywordStems, textStems } = 'entry' in indexed ? indexed : indexEntry(indexed);
  let total = entry.keywords.some((k) => k === interest.phrase) ? 12 : 0;
  for (const s of interest.stems) {
    if (keywordStems.has(s)) total += 4;
    else if (textStems.has(s)) total += 1.5;
  }
  entry.tags.forEach((tag, i) => (total += (interest.categories.get(tag) ?? 0) * (i === 0 ? 1 : 0.5)));
  return total;
}

/** A stable per-learner shuffle, so two learners with one interest do not see the same sequence. */
export function jitter(seed: string, id: string): number {
  return createHash('sha1').update(`${seed}:${id}`).digest().readUInt32BE(0) / 0xffffffff;
}

/**
 * The library in the order a learner should meet it: on-topic first, then the categories the
 * on-topic cards live in, then everything else.
 */
export function rank(
  library: readonly (IndexedEntry | LibraryEntry)[],
  interestText: string,
  seed: string,
): LibraryEntry[] {
  const interest = parseInterest(interestText);
  const scored = library.map((item) => ({ entry: 'entry' in item ? item.entry : item, score: score(item, interest) }));
  const affinity = new Map<string, number>();
  for (const { entry, score: s } of scored) affinity.set(primaryTag(entry), (affinity.get(primaryTag(entry)) ?? 0) + s);
  const key = ({ entry, score: s }: (typeof scored)[number]) =>
    s * 10 + Math.min(9, Math.log1p(affinity.get(primaryTag(entry)) ?? 0)) + jitter(seed, entry.id);
  return scored.sort((a, b) => key(b) - key(a)).map((s) => s.entry);
}
