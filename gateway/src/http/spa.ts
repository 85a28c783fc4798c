import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Serves index.html for client-side routes, so a deep link or a reload opens the app. */
export class SpaFallback {
  private readonly indexHtml: string | undefined;

  constructor(frontendDir: string) {
    const file = join(frontendDir, 'index.html');
    this.indexHtml = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }

  get html(): string | undefined {
    return this.indexHtml;
  }

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  handles(req: FastifyRequest): boolean {
    const path = req.url.split('?')[0] ?? '';
    const isAsset = /\.[a-z0-9]{1,8}$/i.test(path);
    return this.available && req.method === 'GET' && !path.startsWith('/api') && !isAsset;
  }

  send(reply: FastifyReply): void {
    void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
  }
}
