import { vi } from 'vitest';

/** Replaces navigator.clipboard (absent in jsdom) at the browser edge; removed by `restoreClipboard`. */
export function stubClipboard(writeText: (text: string) => Promise<void> = () => Promise.resolve()) {
  const spy = vi.fn(writeText);
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

export const restoreClipboard = () => Reflect.deleteProperty(window.navigator, 'clipboard');

/** window.open at the browser edge: records the popup requests, opens nothing. */
export const stubWindowOpen = () => vi.spyOn(window, 'open').mockReturnValue(null);
