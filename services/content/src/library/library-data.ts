import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { insightDraftSchema } from '@lumen/contracts';

/** One curated insight as shipped in data/<slug>.json. */
export const libraryEntrySchema = insightDraftSchema
  .omit({ imageUrl: true, videoUrl: true })
  .extend({
    id: z.string().regex(/^[a-z-]+-\d{3}$/, 'must look like <slug>-001'),
    keywords: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9 '-]*$/, 'must be lowercase words'))
      .min(3, 'needs at least 3 keywords')
      .max(12),
  })
  .strict();
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

export const LIBRARY_DIR = new URL('./data/', import.meta.url);

export interface LoadedLibrary {
  entries: LibraryEntry[];
  /** One line per entry left out, naming the file, the entry and the field. */
  problems: string[];
}

function checkEntry(file: string, index: number, entry: unknown): LibraryEntry | string {
  const parsed = libraryEntrySchema.safeParse(entry);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${file}[${index}] ${issue?.path.join('.')}: ${issue?.message}`;
  }
  const slug = file.replace(/\.json$/, '');
  return parsed.data.tags[0] === slug ? parsed.data : `${file}[${index}]: first tag must be ${slug}`;
}

/** Reads every data file. An invalid entry is left out (it never reaches a learner) and reported. */
export function loadLibrary(dir: URL = LIBRARY_DIR): LoadedLibrary {
  const loaded: LoadedLibrary = { entries: [], problems: [] };
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
    } catch (error) {
      loaded.problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    (Array.isArray(raw) ? raw : []).forEach((entry, i) => {
      const checked = checkEntry(file, i, entry);
      if (typeof checked === 'string') loaded.problems.push(checked);
      else loaded.entries.push(checked);
    });
  }
  return loaded;
}

/** The category an entry belongs to: its first tag (the schema guarantees one). */
export const primaryTag = (entry: Pick<LibraryEntry, 'tags'>): string => entry.tags[0] ?? '';
