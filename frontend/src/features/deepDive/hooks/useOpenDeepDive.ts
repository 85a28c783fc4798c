import type { Insight } from '@lumen/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ensurePersisted, type OnPersisted } from '../../insights';
import { useToast } from '../../notifications';
import { deepDivePath } from '../api/deepDiveApi';
import { DEEP_DIVE_MESSAGES } from '../messages';

/** SPEC §4 Deep Dive button: an ephemeral insight is persisted first, then its deep-dive page opens. */
export function useOpenDeepDive(insight: Insight, onPersisted?: OnPersisted) {
  const navigate = useNavigate();
  const { toast } = useToast();

  return useMutation({
    mutationFn: () => ensurePersisted(insight, onPersisted),
    onSuccess: (insightId) => navigate(deepDivePath(insightId)),
    onError: (error) => {
      console.error(DEEP_DIVE_MESSAGES.buttonFailed, error);
      toast({ title: DEEP_DIVE_MESSAGES.buttonFailed, variant: 'destructive' });
    },
  });
}
