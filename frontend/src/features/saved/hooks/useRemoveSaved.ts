import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../notifications';
import { unsaveInsight } from '../api/savedApi';
import { favoritesErrorToast, SAVED_TOASTS } from '../messages';
import { useInvalidateSaved } from './useInvalidateSaved';

export function useRemoveSaved() {
  const invalidate = useInvalidateSaved();
  const { toast } = useToast();
  return useMutation({
    mutationFn: unsaveInsight,
    onSuccess: () => toast(SAVED_TOASTS.removed),
    onError: (error) => toast(favoritesErrorToast(error)),
    onSettled: () => invalidate(),
  });
}
