import { type Insight, insightSchema } from '@lumen/contracts';
import { apiGet, apiPost, pathFromKey } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';
import { getSessionId } from '../../../lib/sessionId';

export const SESSION_HEADER = 'x-session-id';

export const fetchNextInsight = (): Promise<Insight> =>
  apiGet(pathFromKey(queryKeys.feedNext), { schema: insightSchema, headers: { [SESSION_HEADER]: getSessionId() } });

export const postView = (insightId: string) => apiPost(`/api/views/${encodeURIComponent(insightId)}`);
