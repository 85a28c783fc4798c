import { describe, expect, it } from 'vitest';
import { getSessionId } from './sessionId';

describe('getSessionId', () => {
  it('creates a session-{timestamp}-{random} id once per tab and keeps it', () => {
    const first = getSessionId();
    expect(first).toMatch(/^session-\d{13}-[a-z0-9]+$/);
    expect(getSessionId()).toBe(first);
    expect(window.sessionStorage.getItem('sessionId')).toBe(first);
  });

  it('starts a new id when the tab storage is empty', () => {
    const first = getSessionId();
    window.sessionStorage.clear();
    expect(getSessionId()).not.toBe(first);
  });
});
