import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SpaFallback } from './spa.js';

const req = (method: string, url: string) => ({ method, url }) as FastifyRequest;

describe('SpaFallback', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(dir, 'index.html'), '<html></html>');
  const spa = new SpaFallback(dir);

  it('serves the app for page routes only', () => {
    expect(spa.handles(req('GET', '/saved'))).toBe(true);
    expect(spa.handles(req('GET', '/share/abc?x=1'))).toBe(true);
    expect(spa.handles(req('GET', '/api/nope'))).toBe(false);
    expect(spa.handles(req('GET', '/assets/missing.js'))).toBe(false);
    expect(spa.handles(req('POST', '/saved'))).toBe(false);
  });

  it('is off without a built frontend', () => {
    expect(new SpaFallback(join(dir, 'none')).handles(req('GET', '/saved'))).toBe(false);
  });
});
