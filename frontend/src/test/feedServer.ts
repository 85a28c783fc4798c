import type { Insight } from '@lumen/contracts';
import { json, type Routes, stubFetch } from './fetchStub';
import { preferences } from './renderApp';

type FeedReply = Insight | (() => Response | Promise<Response>);

/**
 * An onboarded learner's server at the fetch edge: the feed serves `replies` in order (then 503),
 * /api/saved reflects saves and removals, views are accepted, no review is due.
 */
export function stubFeedServer(replies: FeedReply[], extra: Routes = {}) {
  const queue = [...replies];
  const saved: string[] = [];
  const stub = stubFetch({
    'GET /api/preferences': () => json(preferences({ onboardingCompleted: true, learningInterest: 'tea' })),
    'GET /api/streak': () => json({ currentStreak: 1 }),
    'GET /api/feed/next': () => {
      const next = queue.shift();
      if (!next) return json({ statusCode: 503, error: 'Service Unavailable', message: 'empty' }, { status: 503 });
      return typeof next === 'function' ? next() : json(next);
    },
    'GET /api/saved': () => json(saved.map((insightId) => ({ insightId }))),
    'POST /api/saved': (request) => {
      const { insightId } = request.body as { insightId: string };
      saved.push(insightId);
      return json({ insightId });
    },
    'DELETE /api/saved/*': (request) => {
      const index = saved.indexOf(request.path.split('/').at(-1) ?? '');
      if (index >= 0) saved.splice(index, 1);
      return new Response(null, { status: 204 });
    },
    'POST /api/views/*': () => json({}),
    'GET /api/reviews/due': () => json([]),
    ...extra,
  });
  const calls = (method: string, path: string) =>
    stub.requests.filter((request) => request.method === method && request.path === path);
  return { ...stub, saved, calls };
}
