import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { feedRpcInsights, insightIdSchema } from '@lumen/contracts';
import { AppError, RpcClient } from '@lumen/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SpaFallback } from '../http/spa.js';
import { Public } from '../identity/access.decorators.js';
import { notFoundHtml, sharePageHtml } from './share-page.js';

const LOOKUP_TIMEOUT_MS = 2000;

/** /share/{id}: the app, with the insight's title and preview tags already in the HTML. */
@ApiExcludeController()
@Public()
@Controller('share')
export class ShareController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly spa: SpaFallback,
  ) {}

  @Get(':id')
  async page(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const html = this.spa.html;
    if (!html) return void reply.status(404).send('The app is not built');
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!insightIdSchema.safeParse(id).success) return void reply.status(404).send(notFoundHtml(html));
    try {
      const insight = await this.rpc.call(feedRpcInsights.get, { id }, { timeoutMs: LOOKUP_TIMEOUT_MS });
      reply.send(sharePageHtml(html, insight, `${req.protocol}://${req.host}`));
    } catch (error) {
      const notFound = error instanceof AppError && error.statusCode === 404;
      // A lookup failure still serves the app, which shows its own loading and error states.
      reply.status(notFound ? 404 : 200).send(notFound ? notFoundHtml(html) : html);
    }
  }
}
