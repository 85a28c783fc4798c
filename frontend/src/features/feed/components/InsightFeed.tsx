import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeepDiveButton } from '../../deepDive';
import type { OnPersisted } from '../../insights';
import { useToast } from '../../notifications';
import { PartnerBlock } from '../../partners';
import { RecallPanel, ReviewBadge } from '../../reviews';
import { useSavedIds, useToggleSave } from '../../saved';
import { ShareMenu } from '../../share';
import { TOO_FAST_MESSAGE, TOO_FAST_TOAST_MS } from '../engagement';
import { type Direction, useCardExit } from '../hooks/useCardExit';
import { useDwell } from '../hooks/useDwell';
import { useFeed } from '../hooks/useFeed';
import { useFeedKeyboard } from '../hooks/useFeedKeyboard';
import { useFeedReview } from '../hooks/useFeedReview';
import { useTrackViews } from '../hooks/useTrackViews';
import { useMotion } from '../motion';
import { FeedError } from './FeedError';
import { FeedHint } from './FeedHint';
import { InsightCard } from './InsightCard';
import { InsightCardSkeleton } from './InsightCardSkeleton';
import { SwipeableCard } from './SwipeableCard';

export const FEED_LOADING = 'Loading your infinite feed...';

/** One insight card at a time: keys, swipes and buttons move through the feed. */
export function InsightFeed() {
  const feed = useFeed();
  const { current } = feed;
  const savedIds = useSavedIds();
  const saved = current !== undefined && savedIds.has(current.id);
  const motion = useMotion();
  const { toast } = useToast();
  const measure = useDwell(feed.appearance, current !== undefined);
  // Saving, sharing or a deep dive stores an ephemeral card: the feed keeps its new id.
  const onPersisted: OnPersisted = (ephemeralId, id) => feed.replace(ephemeralId, { id, isEphemeral: false });
  const toggle = useToggleSave({ onPersisted });
  const exit = useCardExit(motion.exitMs, (direction) => (direction === 'next' ? feed.next() : feed.previous()));
  useTrackViews(current, feed.index);

  const go = (direction: Direction, { reviewed = false } = {}): boolean => {
    if (!current || exit.isExiting() || (direction === 'previous' && !feed.canGoBack)) return false;
    if (direction === 'next') {
      // measure(saved).engaged feeds the reward progress (a later issue). After a rating its
      // feedback toast stays: the learner dwelt to recall, not skimmed.
      if (measure(saved).tooFast && !reviewed) toast({ title: TOO_FAST_MESSAGE, duration: TOO_FAST_TOAST_MS });
      feed.prefetch();
    }
    return exit.start(direction);
  };
  const review = useFeedReview(current, feed.appearance, savedIds, () => go('next', { reviewed: true }));
  const toggleSave = () => {
    if (current && !toggle.isPending) toggle.mutate({ insight: current, saved });
  };
  useFeedKeyboard({ onNext: () => go('next'), onPrevious: () => go('previous'), onToggleSave: toggleSave });

  return (
    <Stack spacing={1.5}>
      {current ? (
        <SwipeableCard key={feed.appearance} exiting={exit.exiting} motion={motion} onSwipe={go}>
          <Stack spacing={1}>
            {review && <ReviewBadge count={review.count} />}
            <InsightCard
              insight={current}
              saved={saved}
              saving={toggle.isPending}
              onToggleSave={toggleSave}
              actionsBefore={<ShareMenu insight={current} onPersisted={onPersisted} />}
              actionsAfter={<DeepDiveButton insight={current} onPersisted={onPersisted} />}
              footer={feed.partner && <PartnerBlock choice={feed.partner} />}
              review={review && <RecallPanel picked={review.picked} disabled={review.busy} onRate={review.onRate} />}
            />
          </Stack>
        </SwipeableCard>
      ) : feed.status === 'error' ? (
        <FeedError onRetry={() => void feed.retry()} />
      ) : (
        <Stack spacing={1.5} role="status" aria-live="polite">
          {feed.index === 0 && (
            <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{FEED_LOADING}</Typography>
          )}
          <InsightCardSkeleton />
        </Stack>
      )}
      <FeedHint
        canGoBack={Boolean(current) && feed.canGoBack}
        canGoNext={Boolean(current)}
        onPrevious={() => go('previous')}
        onNext={() => go('next')}
      />
    </Stack>
  );
}
