// Backend tests. Nest 12 is ESM only, so Jest runs in ESM mode (NODE_OPTIONS=--experimental-vm-modules).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

const base = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@lumen/(contracts|platform)$': '<rootDir>/packages/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/frontend/'],
};

const kind = process.env.JEST_KIND ?? 'unit';

export default {
  ...base,
  testMatch: kind === 'integration' ? ['<rootDir>/**/*.integration-spec.ts'] : ['<rootDir>/**/*.spec.ts'],
  ...(kind === 'integration' ? { testTimeout: 60_000, maxWorkers: 1 } : { testTimeout: 10_000 }),
};
