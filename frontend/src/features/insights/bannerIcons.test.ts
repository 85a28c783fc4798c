import { CATEGORY_SLUGS } from '@lumen/contracts';
import { describe, expect, it } from 'vitest';
import { iconConceptFor } from './bannerIcons';
import { CATEGORIES, categoryLabel, tagStyle } from './categories';

describe('categories and banner icons', () => {
  it('has a label, accent colour and icon for each of the 15 slugs', () => {
    expect(Object.keys(CATEGORIES).sort()).toEqual([...CATEGORY_SLUGS].sort());
    expect(Object.isFrozen(CATEGORIES)).toBe(true);
    for (const slug of CATEGORY_SLUGS) expect(CATEGORIES[slug].accent).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(Object.values(CATEGORIES).map((c) => c.accent)).size).toBe(15);
    expect(tagStyle('hidden-histories').label).toBe('Hidden Histories');
    expect(tagStyle('tea').label).toBe('tea');
  });

  it('labels the category with the bannerLabel, else the first tag', () => {
    expect(categoryLabel({ bannerLabel: 'Deep Time', tags: ['art'] })).toBe('Deep Time');
    expect(categoryLabel({ bannerLabel: null, tags: ['future-tech', 'art'] })).toBe('Future Tech');
    expect(categoryLabel({ bannerLabel: null, tags: [] })).toBe('');
  });

  it("picks the icon from the first keyword found, defaulting to 'idea'", () => {
    expect(iconConceptFor('Your brain loves money.')).toBe('brain');
    expect(iconConceptFor('Investing early beats timing.')).toBe('money');
    expect(iconConceptFor('Start small, every day.')).toBe('idea');
    expect(iconConceptFor('Kindness spreads.')).toBe('idea');
  });
});
