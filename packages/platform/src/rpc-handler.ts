import { applyDecorators } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RpcDef } from '@lumen/contracts';
import type { z } from 'zod';
import { ZodPipe } from './validation.js';

/** Binds a method to an RPC contract; its first parameter must be `@RpcPayload(def)`. */
export const RpcHandler = (def: RpcDef<z.ZodType, z.ZodType>) => applyDecorators(MessagePattern(def.pattern));

/** The message payload, validated against the contract's request schema. */
export const RpcPayload = (def: RpcDef<z.ZodType, z.ZodType>) => Payload(new ZodPipe(def.request));
