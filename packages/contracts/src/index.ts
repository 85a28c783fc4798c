export * from './common.js';
export * from './errors.js';
export * from './events.js';
export * from './health.js';
export * from './identity.js';
export * from './preferences.js';
export * from './rpc.js';
export * from './insights.js';
