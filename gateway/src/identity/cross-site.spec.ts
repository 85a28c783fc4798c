import type { FastifyRequest } from 'fastify';
import { isCrossSite } from './cross-site.js';

const req = (method: string, headers: Record<string, string>, host = 'app.example', protocol = 'https') =>
  ({ method, headers, host, protocol }) as unknown as FastifyRequest;

describe('isCrossSite', () => {
  it('never blocks reads', () => {
    expect(isCrossSite(req('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), [])).toBe(false);
  });

  it('blocks a write from another origin or marked cross-site or same-site', () => {
    expect(isCrossSite(req('POST', { origin: 'https://evil.example' }), [])).toBe(true);
    expect(isCrossSite(req('DELETE', { 'sec-fetch-site': 'cross-site' }), [])).toBe(true);
    expect(isCrossSite(req('POST', { 'sec-fetch-site': 'same-site', origin: 'https://sub.app.example' }), [])).toBe(
      true,
    );
    expect(isCrossSite(req('POST', { origin: 'http://app.example' }), [])).toBe(true);
  });

  it('allows same-origin writes, non-browser clients and configured origins', () => {
    expect(isCrossSite(req('POST', { origin: 'https://app.example', 'sec-fetch-site': 'same-origin' }), [])).toBe(
      false,
    );
    expect(isCrossSite(req('POST', {}), [])).toBe(false);
    expect(isCrossSite(req('POST', { origin: 'https://partner.example' }), ['https://partner.example'])).toBe(false);
  });
});
