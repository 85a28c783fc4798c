import { Injectable, Logger } from '@nestjs/common';
import type { WrittenInsight } from '@lumen/contracts';
import { loadLibrary, primaryTag, type LibraryEntry } from './library-data.js';
import { indexEntry, rank, type IndexedEntry } from './ranking.js';

const RANKING_CACHE_SIZE = 2000;

export const libraryKey = (entry: LibraryEntry) => `lib-${entry.id}`;

const toWritten = ({ keywords: _keywords, id: _id, ...entry }: LibraryEntry, key: string): WrittenInsight => ({
  ...entry,
  imageUrl: null,
  videoUrl: null,
  key,
  origin: 'library',
});

/** The offline writer: curated insights shipped with the app, ranked for the learner's interest. */
@Injectable()
export class LibraryWriter {
  private readonly entries: LibraryEntry[];
  private readonly indexed: IndexedEntry[];
  /** A learner's order for an interest never changes, so it is computed once (LRU by insertion). */
  private readonly rankings = new Map<string, LibraryEntry[]>();

  constructor() {
    const { entries, problems } = loadLibrary();
    if (problems.length)
      new Logger(LibraryWriter.name).warn({ problems }, `${problems.length} library entries left out`);
    this.entries = entries;
    this.indexed = entries.map(indexEntry);
  }

  private ranked(userId: string, interest: string): LibraryEntry[] {
    const key = `${userId}\n${interest}`;
    let order = this.rankings.get(key);
    if (!order) {
      order = rank(this.indexed, interest, userId);
      if (this.rankings.size >= RANKING_CACHE_SIZE) this.rankings.delete(this.rankings.keys().next().value as string);
    } else {
      this.rankings.delete(key);
    }
    this.rankings.set(key, order);
    return order;
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * The best unseen entries for this learner. When every entry has been seen, the ones seen longest
   * ago come back (`exclude` is most recent first).
   */
  write(userId: string, interest: string, count: number, exclude: readonly string[]): WrittenInsight[] {
    const excluded = new Set(exclude);
    const ranked = this.ranked(userId, interest);
    const fresh = ranked.filter((entry) => !excluded.has(libraryKey(entry)));
    const picked = fresh.slice(0, count);
    if (picked.length < count) {
      const oldest = [...exclude].reverse().filter((key) => key.startsWith('lib-'));
      const byKey = new Map(this.entries.map((entry) => [libraryKey(entry), entry]));
      for (const key of oldest) {
        const entry = byKey.get(key);
        if (picked.length >= count) break;
        if (entry && !picked.includes(entry)) picked.push(entry);
      }
    }
    return picked.map((entry) => toWritten(entry, libraryKey(entry)));
  }

  /** The entries nearest to an insight (its keywords when it is a library entry, else its words). */
  related(insight: { key: string; text: string; tags: readonly string[] }, count: number): WrittenInsight[] {
    const own = this.entries.find((entry) => libraryKey(entry) === insight.key);
    const about = own ? own.keywords.join(' ') : `${insight.text} ${insight.tags.join(' ')}`;
    return this.ranked(insight.key, about)
      .filter((entry) => libraryKey(entry) !== insight.key && entry.text !== insight.text)
      .slice(0, count)
      .map((entry) => toWritten(entry, libraryKey(entry)));
  }

  /** A varied starter set for an empty catalogue: the same number from each category in turn. */
  seedSet(count: number): WrittenInsight[] {
    const byCategory = new Map<string, LibraryEntry[]>();
    for (const entry of this.entries)
      byCategory.set(primaryTag(entry), [...(byCategory.get(primaryTag(entry)) ?? []), entry]);
    const queues = [...byCategory.values()];
    const picked: LibraryEntry[] = [];
    for (let round = 0; picked.length < count && round < 100; round += 1) {
      for (const queue of queues) if (picked.length < count && queue[round]) picked.push(queue[round] as LibraryEntry);
    }
    return picked.map((entry) => toWritten(entry, libraryKey(entry)));
  }
}
