import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { connect, errors, type NatsConnection } from '@nats-io/transport-node';
import type { RpcDef, RpcRequest, RpcResponse } from '@lumen/contracts';
import type { z } from 'zod';
import { AppError, InternalError, ServiceTimeoutError, ServiceUnavailableError } from './errors.js';
import { PLATFORM_ENV } from './tokens.js';
import type { BaseEnv } from './env.js';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

export function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: url.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
}

/** The reply packet a Nest NATS microservice sends. */
interface NestReply {
  err?: unknown;
  response?: unknown;
}

function isNoResponders(error: unknown): boolean {
  if (error instanceof errors.NoRespondersError) return true;
  return error instanceof errors.RequestError && error.isNoResponders();
}

function isTimeout(error: unknown): boolean {
  return error instanceof errors.TimeoutError || (error instanceof Error && error.cause instanceof errors.TimeoutError);
}

/**
 * Request/response to a service in the wire format of Nest's NATS transport. Unlike Nest's own
 * client it uses NATS requests, so a stopped service fails at once (no responders) instead of hanging.
 */
@Injectable()
export class RpcClient {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(PLATFORM_ENV) private readonly env: BaseEnv,
  ) {}

  async call<D extends RpcDef<z.ZodType, z.ZodType>>(
    def: D,
    data: RpcRequest<D>,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<D>> {
    const packet = JSON.stringify({ pattern: def.pattern, data, id: randomUUID() });
    const reply = await this.request(def, packet, options.timeoutMs ?? this.env.RPC_TIMEOUT_MS);
    if (reply.err !== undefined && reply.err !== null) throw AppError.fromBody(reply.err);
    const parsed = def.response.safeParse(reply.response);
    if (!parsed.success) throw new InternalError(`Malformed answer from the ${def.service} service`);
    return parsed.data as RpcResponse<D>;
  }

  private async request(def: RpcDef<z.ZodType, z.ZodType>, packet: string, timeout: number): Promise<NestReply> {
    try {
      const msg = await this.nc.request(def.pattern, packet, { timeout });
      return msg.json<NestReply>();
    } catch (error) {
      if (isNoResponders(error)) throw new ServiceUnavailableError(def.service);
      if (isTimeout(error)) throw new ServiceTimeoutError(def.service);
      if (error instanceof errors.ClosedConnectionError || error instanceof errors.DrainingConnectionError) {
        throw new ServiceUnavailableError(def.service);
      }
      throw error;
    }
  }
}
