import type { Insight } from '@lumen/contracts';

let counter = 0;

/** A catalogue insight (UUID id) unless overridden. */
export function insight(overrides: Partial<Insight> = {}): Insight {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    text: `Insight number ${counter} has a hook. And then a body explains it further.`,
    tags: ['minds-humans'],
    source: null,
    imageUrl: null,
    videoUrl: null,
    bannerLabel: null,
    iconConcept: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    isEphemeral: false,
    ...overrides,
  };
}

/** A generated, unsaved insight: its id is not a UUID. */
export const ephemeralInsight = (overrides: Partial<Insight> = {}) =>
  insight({ id: `draft-${++counter}`, isEphemeral: true, ...overrides });
