import { useQuery } from '@tanstack/react-query';
import { streakQueryOptions } from '../api/streakApi';

export const useStreak = () => useQuery(streakQueryOptions);
