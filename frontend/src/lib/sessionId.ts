const STORAGE_KEY = 'sessionId';
let fallback: string | undefined;

const createSessionId = () => `session-${Date.now()}-${Math.random().toString(36).slice(2, 11)}`;

/** One identifier per browser tab (sessionStorage is per tab), sent later as x-session-id. */
export function getSessionId(): string {
  try {
    const existing = window.sessionStorage.getItem(STORAGE_KEY);
    if (existing) return existing;
    const created = createSessionId();
    window.sessionStorage.setItem(STORAGE_KEY, created);
    return created;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): keep one id for this page instead.
    fallback ??= createSessionId();
    return fallback;
  }
}
