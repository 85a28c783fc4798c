import { feedRpcInsights, type Insight, insightSchema, type PersistInsight } from '@lumen/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, schemaQueryFn } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export const PERSIST_FAILED = 'Failed to persist insight';

export class PersistInsightError extends Error {
  override readonly name = 'PersistInsightError';
}

/** Told when an ephemeral insight got its catalogue id, so lists holding it can update. */
export type OnPersisted = (ephemeralId: string, insightId: string) => void;

/** The fields the server accepts when persisting: the insight minus isEphemeral, id and createdAt. */
export function persistPayload({
  text,
  tags,
  source,
  imageUrl,
  videoUrl,
  bannerLabel,
  iconConcept,
}: Insight): PersistInsight {
  return { text, tags, source, imageUrl, videoUrl, bannerLabel, iconConcept };
}

/** Turns an ephemeral (generated, unsaved) insight into a catalogue one; resolves to its new id. */
export async function persistInsight(insight: Insight): Promise<string> {
  try {
    const { id } = await apiPost('/api/insights/persist', persistPayload(insight), {
      schema: feedRpcInsights.persist.response,
    });
    return id;
  } catch (cause) {
    throw new PersistInsightError(PERSIST_FAILED, { cause });
  }
}

/** The insight's catalogue id; an ephemeral insight is persisted first (SPEC §4 share, deep dive). */
export async function ensurePersisted(insight: Insight, onPersisted?: OnPersisted): Promise<string> {
  if (!insight.isEphemeral) return insight.id;
  const id = await persistInsight(insight);
  onPersisted?.(insight.id, id);
  return id;
}

/** GET /api/insights/{id}: 400 for a malformed id, 404 for an unknown one. */
export const insightQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.insight(id), queryFn: schemaQueryFn(insightSchema) });
