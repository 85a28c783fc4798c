import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { CATEGORY_SLUGS, insightDraftSchema } from '@lumen/contracts';

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

/** Reads every data file; throws naming the file, entry and field of the first invalid entry. */
export function loadLibrary(dir: URL = LIBRARY_DIR): LibraryEntry[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.flatMap((file) => {
    const raw = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as unknown[];
    return raw.map((entry, i) => {
      const parsed = libraryEntrySchema.safeParse(entry);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${file}[${i}] ${issue?.path.join('.')}: ${issue?.message}`);
      }
      const slug = file.replace(/\.json$/, '') as (typeof CATEGORY_SLUGS)[number];
      if (parsed.data.tags[0] !== slug) throw new Error(`${file}[${i}]: first tag must be ${slug}`);
      return parsed.data;
    });
  });
}

/** The category an entry belongs to: its first tag (the schema guarantees one). */
export const primaryTag = (entry: Pick<LibraryEntry, 'tags'>): string => entry.tags[0] ?? '';
