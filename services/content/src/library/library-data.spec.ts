import { CATEGORY_SLUGS, countWords, splitHook } from '@lumen/contracts';
import { loadLibrary } from './library-data.js';

const MIN_TOTAL = 450;
const MIN_PER_SLUG = 30;
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('the curated insight library', () => {
  const { entries: library, problems } = loadLibrary();

  it('has no invalid entry', () => {
    expect(problems).toEqual([]);
  });

  it(`holds at least ${MIN_TOTAL} insights`, () => {
    expect(library.length).toBeGreaterThanOrEqual(MIN_TOTAL);
  });

  it.each(CATEGORY_SLUGS)(`has at least ${MIN_PER_SLUG} insights led by %s`, (slug) => {
    expect(library.filter((entry) => entry.tags[0] === slug).length).toBeGreaterThanOrEqual(MIN_PER_SLUG);
  });

  it('keeps every insight within 50 words with a hook sentence and a body', () => {
    const bad = library.filter((e) => countWords(e.text) > 50 || !splitHook(e.text).body).map((e) => e.id);
    expect(bad).toEqual([]);
  });

  it('has unique ids and no duplicate texts', () => {
    const ids = library.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const texts = library.map((e) => normalize(e.text));
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });

  it('names a real-looking source for every insight (not a placeholder)', () => {
    const bad = library.filter((e) => /unknown|various|n\/a|tbd|wikipedia|lorem/i.test(e.source)).map((e) => e.id);
    expect(bad).toEqual([]);
  });

  it('uses distinct tags per insight', () => {
    const bad = library.filter((e) => new Set(e.tags).size !== e.tags.length).map((e) => e.id);
    expect(bad).toEqual([]);
  });
});
