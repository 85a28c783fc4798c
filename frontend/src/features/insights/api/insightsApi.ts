import { feedRpcInsights, type Insight, type PersistInsight } from '@lumen/contracts';
import { apiPost } from '../../../lib/api';

export const PERSIST_FAILED = 'Failed to persist insight';

export class PersistInsightError extends Error {
  override readonly name = 'PersistInsightError';
}

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
