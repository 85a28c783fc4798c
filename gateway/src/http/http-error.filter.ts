import {
  Catch,
  HttpException,
  Logger,
  NotFoundException,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { ERROR_NAMES, type ErrorBody } from '@lumen/contracts';
import { AppError, toErrorBody } from '@lumen/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from './spa.js';

function httpExceptionBody(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  const raw =
    typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
  const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
  return { statusCode: status, error: ERROR_NAMES[status] ?? 'Error', message };
}

/** Every failure leaves as `{statusCode, error, message, field?}`; unknown page routes get the app. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof NotFoundException && this.spa.handles(req)) return void this.spa.send(reply);
    const body = exception instanceof HttpException ? httpExceptionBody(exception) : toErrorBody(exception);
    if (body.statusCode >= 500 && !(exception instanceof AppError && exception.statusCode >= 503)) {
      this.logger.error({ err: exception, url: req.url }, 'request failed');
    }
    void reply.status(body.statusCode).type('application/json').send(body);
  }
}
