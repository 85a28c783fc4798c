import type { AdminMessage } from '@lumen/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminErrorText } from '../api/adminApi';

export interface AdminAction {
  run: () => Promise<AdminMessage>;
  failure: string;
  /** What the action changes on the server. */
  invalidates?: readonly QueryKey[];
}

export function useAdminAction({ run, failure, invalidates = [] }: AdminAction) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const outcome = mutation.isSuccess
    ? { severity: 'success' as const, text: mutation.data.message }
    : mutation.error
      ? { severity: 'error' as const, text: adminErrorText(mutation.error, failure) }
      : null;
  return { run: () => mutation.mutate(), pending: mutation.isPending, outcome };
}
