import type { Insight, WrittenInsight } from '@lumen/contracts';
import type { InsightEntity } from './insight.entity.js';

type Content = Pick<Insight, 'text' | 'tags' | 'source' | 'imageUrl' | 'videoUrl' | 'bannerLabel' | 'iconConcept'>;

const toInsight = (id: string, c: Content, createdAt: Date, isEphemeral: boolean): Insight => ({
  id,
  text: c.text,
  tags: c.tags,
  source: c.source,
  imageUrl: c.imageUrl,
  videoUrl: c.videoUrl,
  bannerLabel: c.bannerLabel,
  iconConcept: c.iconConcept,
  createdAt: createdAt.toISOString(),
  isEphemeral,
});

export const fromEntity = (row: InsightEntity): Insight => toInsight(row.id, row, row.createdAt, false);

/** A served draft that is not in the catalogue yet: it gets an id only when it is saved. */
export const fromDraft = (draft: WrittenInsight, servedAt: Date): Insight =>
  toInsight(`draft-${draft.key}`, draft, servedAt, true);

export const toEntityValues = (draft: WrittenInsight) => ({
  contentKey: draft.key,
  text: draft.text,
  tags: draft.tags,
  source: draft.source,
  imageUrl: draft.imageUrl,
  videoUrl: draft.videoUrl,
  bannerLabel: draft.bannerLabel,
  iconConcept: draft.iconConcept,
  origin: draft.origin,
});
