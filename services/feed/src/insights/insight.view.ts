import type { Insight, WrittenInsight } from '@lumen/contracts';
import type { InsightEntity } from './insight.entity.js';

export const fromEntity = (row: InsightEntity): Insight => ({
  id: row.id,
  text: row.text,
  tags: row.tags,
  source: row.source,
  imageUrl: row.imageUrl,
  videoUrl: row.videoUrl,
  bannerLabel: row.bannerLabel,
  iconConcept: row.iconConcept,
  createdAt: row.createdAt.toISOString(),
  isEphemeral: false,
});

/** A served draft that is not in the catalogue yet: it gets an id only when it is saved. */
export const fromDraft = (draft: WrittenInsight, servedAt: Date): Insight => ({
  id: `draft-${draft.key}`,
  text: draft.text,
  tags: draft.tags,
  source: draft.source,
  imageUrl: draft.imageUrl,
  videoUrl: draft.videoUrl,
  bannerLabel: draft.bannerLabel,
  iconConcept: draft.iconConcept,
  createdAt: servedAt.toISOString(),
  isEphemeral: true,
});

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
