import { Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';
import { AppError, toErrorBody } from './errors.js';
import type { ErrorBody } from '@lumen/contracts';

/** Sends every failure of a message handler back to the caller as an ErrorBody. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown): Observable<ErrorBody> {
    // Expected failures (bad input, a service down) are the caller's to report; bugs are logged here.
    if (!(exception instanceof AppError) || exception.statusCode === 500) {
      this.logger.error({ err: exception }, 'message handler failed');
    }
    return throwError(() => toErrorBody(exception));
  }
}
