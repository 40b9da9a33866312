// Jest runs the TypeScript sources through @swc/jest (ts-jest does not install
// alongside TypeScript 7) in a jsdom environment.

/** @type {import('@swc/core').Options} */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/** @type {import('jest').Config} */
export default {
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.[jt]s?(x)'],
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/src/testing/style-stub.ts',
  },
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions],
  },
  // Dependencies that ship only ES modules must be transformed too.
  transformIgnorePatterns: ['/node_modules/(?!(react-router)/)'],
  clearMocks: true,
  restoreMocks: true,
  // Tests type with user-event like a person; on a loaded 2-core machine a
  // long form takes more than jest's default 5 s. A hang still fails.
  testTimeout: 30000,
};
