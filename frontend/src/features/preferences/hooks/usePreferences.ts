import { useQuery } from '@tanstack/react-query';
import { preferencesQueryOptions } from '../api/preferencesApi';

export const usePreferences = () => useQuery(preferencesQueryOptions);
