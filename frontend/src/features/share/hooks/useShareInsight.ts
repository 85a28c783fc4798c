import type { Insight } from '@lumen/contracts';
import { useMutation } from '@tanstack/react-query';
import { ensurePersisted, type OnPersisted } from '../../insights';
import { useToast } from '../../notifications';
import {
  copyToClipboard,
  linkedInShareUrl,
  SHARE_POPUP_FEATURES,
  SHARE_TOASTS,
  shareLink,
  twitterIntentUrl,
} from '../api/shareLinks';

export type ShareTarget = 'twitter' | 'linkedin' | 'copy';

/**
 * SPEC §2/§7: share an insight by its public link. An ephemeral insight is persisted first so the
 * link exists; `onPersisted` lets the feed swap in the new id.
 */
export function useShareInsight(insight: Insight, onPersisted?: OnPersisted) {
  const { toast } = useToast();

  return useMutation({
    mutationFn: async (target: ShareTarget) => {
      const link = shareLink(await ensurePersisted(insight, onPersisted));
      if (target === 'copy') return copyToClipboard(link);
      const url = target === 'twitter' ? twitterIntentUrl(insight.text, link) : linkedInShareUrl(link);
      window.open(url, '_blank', SHARE_POPUP_FEATURES);
    },
    onSuccess: (_result, target) => {
      if (target === 'copy') toast({ title: SHARE_TOASTS.copied });
    },
    // PersistInsightError and CopyLinkError carry the SPEC §8 message.
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
}
