import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request is refused when the browser says it comes from another site. Requests
 * without Origin or Sec-Fetch-Site come from non-browser clients, which carry no victim's cookies.
 */
export function isCrossSite(req: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const fetchSite = req.headers['sec-fetch-site'];
  const origin = req.headers.origin?.toLowerCase();
  if (origin && allowedOrigins.includes(origin)) return false;
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  if (!origin) return false;
  return origin !== `${req.protocol}://${req.host}`.toLowerCase();
}
