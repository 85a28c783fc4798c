import { Redis } from 'ioredis';

/** A Redis connection usable by BullMQ (which needs maxRetriesPerRequest: null). */
export function createRedis(url: string, name: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, connectionName: name, lazyConnect: false });
}
