/** Injection tokens shared by the platform providers. */
export const PLATFORM_ENV = Symbol('PLATFORM_ENV');
export const PLATFORM_OPTIONS = Symbol('PLATFORM_OPTIONS');
export const REDIS = Symbol('REDIS');
