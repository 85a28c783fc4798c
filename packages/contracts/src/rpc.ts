import type { z } from 'zod';

/** A request/response message between the gateway and a service, carried over NATS. */
export interface RpcDef<Req extends z.ZodType, Res extends z.ZodType> {
  readonly service: ServiceName;
  readonly pattern: string;
  readonly request: Req;
  readonly response: Res;
}

export type RpcRequest<D> = D extends RpcDef<infer Req, z.ZodType> ? z.input<Req> : never;
/** What a handler receives: the request after validation (defaults applied). */
export type RpcParsed<D> = D extends RpcDef<infer Req, z.ZodType> ? z.output<Req> : never;
export type RpcResponse<D> = D extends RpcDef<z.ZodType, infer Res> ? z.output<Res> : never;

export const SERVICE_NAMES = ['feed', 'content', 'reward', 'billing', 'analytics'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function defineRpc<Req extends z.ZodType, Res extends z.ZodType>(
  service: ServiceName,
  name: string,
  request: Req,
  response: Res,
): RpcDef<Req, Res> {
  return Object.freeze({ service, pattern: `${service}.${name}`, request, response });
}
