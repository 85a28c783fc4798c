import { useEffect, useEffectEvent } from 'react';

export interface FeedKeyHandlers {
  onNext: () => void;
  onPrevious: () => void;
  onToggleSave: () => void;
}

/** Typing somewhere (or scrubbing a video) must not move the feed. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'AUDIO'].includes(target.tagName);
}

/** ARCHITECTURE decision 3: ArrowRight/n = next, ArrowLeft/p = previous, s = save. */
export function useFeedKeyboard(handlers: FeedKeyHandlers) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target))
      return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (key === 'ArrowRight' || key === 'n') handlers.onNext();
    else if (key === 'ArrowLeft' || key === 'p') handlers.onPrevious();
    else if (key === 's') handlers.onToggleSave();
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
