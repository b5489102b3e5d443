/**
 * The Sdf2d preview proof (`npm run test:previews`), kept out of the usual
 * test run: the site's preview in Chromium against pictures Makepad 1.0
 * drew. Serves build/ like the browser tests (run `npm run build` first).
 */
export default {
  rootDir: '../..',
  displayName: 'previews',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/previews'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {tsconfig: {module: 'commonjs', esModuleInterop: true, allowJs: true}},
    ],
  },
  globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
  testTimeout: 120_000,
};
