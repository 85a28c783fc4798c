// Shared benchmark pieces: learners with their own cookies, and latency statistics.

/** A new learner, onboarded with an interest; returns its session cookie. */
export async function newLearner(base, interest = 'quantum physics') {
  const res = await fetch(`${base}/api/preferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ learningInterest: interest, onboardingCompleted: true }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`could not onboard a learner: ${res.status}`);
  return cookie;
}

export async function timedGet(base, path, cookie) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { cookie, 'x-session-id': 'session-bench' } });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, ok: res.ok };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One line: count, requests/s, p50/p95/p99, errors. Returns the figures too. */
export function report(name, latencies, errors, seconds, log = (l) => process.stdout.write(`${l}\n`)) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const figures = {
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
  const ms = (v) => `${v.toFixed(1)} ms`;
  log(
    `${name.padEnd(34)} ${String(figures.requests).padStart(6)} req ${figures.perSecond.toFixed(0).padStart(6)} req/s` +
      `  p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  errors ${errors}`,
  );
  return figures;
}

/**
 * Every learner requests `path` in a loop until the deadline or `perLearner` requests, waiting a
 * think time drawn from [thinkMs[0], thinkMs[1]] between requests; returns latencies and errors.
 */
export async function hammer(base, cookies, path, { seconds, perLearner = Infinity, thinkMs = [0, 0] }) {
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      for (let i = 0; i < perLearner && performance.now() < deadline; i += 1) {
        const { ms, ok } = await timedGet(base, path, cookie);
        latencies.push(ms);
        if (!ok) errors += 1;
        const think = thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]);
        if (think > 0) await new Promise((resolve) => setTimeout(resolve, think));
      }
    }),
  );
  return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
}
