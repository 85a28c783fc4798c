import { useQuery } from '@tanstack/react-query';
import { savedIdsQueryOptions } from '../api/savedApi';

const NONE: ReadonlySet<string> = new Set();

/** Ids of the learner's saved insights (empty until loaded). */
export function useSavedIds(): ReadonlySet<string> {
  const { data } = useQuery(savedIdsQueryOptions);
  return data ?? NONE;
}
