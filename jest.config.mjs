/**
 * Two Jest projects: `unit` (jsdom, components and plain modules under
 * src/, and the widget facts generator under scripts/widget-facts/) and
 * `build` (node, reads the production build in build/ without a browser;
 * see tests/build/). The browser tests (tests/e2e/) run with Playwright's
 * test runner: playwright.config.ts.
 */
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      jsx: 'react-jsx',
      module: 'commonjs',
      esModuleInterop: true,
      allowJs: true,
      resolveJsonModule: true,
    },
  },
];

/** Docusaurus' virtual modules, replaced by small test doubles. */
const docusaurusMocks = {
  '^@site/(.*)$': '<rootDir>/$1',
  '^@docusaurus/Translate$': '<rootDir>/tests/mocks/Translate.tsx',
  '^@docusaurus/Link$': '<rootDir>/tests/mocks/Link.tsx',
  '^@docusaurus/useBaseUrl$': '<rootDir>/tests/mocks/useBaseUrl.ts',
  '^@docusaurus/useDocusaurusContext$':
    '<rootDir>/tests/mocks/useDocusaurusContext.ts',
  '^@docusaurus/useIsBrowser$': '<rootDir>/tests/mocks/useIsBrowser.ts',
  '^@docusaurus/useGlobalData$': '<rootDir>/tests/mocks/useGlobalData.ts',
  '^@docusaurus/useBrokenLinks$': '<rootDir>/tests/mocks/useBrokenLinks.ts',
  '^@docusaurus/router$': 'react-router-dom',
  '^@docusaurus/theme-common$': '<rootDir>/tests/mocks/themeCommon.tsx',
  '^@theme/searchByWorker$': '<rootDir>/tests/mocks/searchByWorker.ts',
  '^@theme/Heading$': '<rootDir>/tests/mocks/Heading.tsx',
  '^@theme-original/(.*)$': '<rootDir>/tests/mocks/themeOriginal.tsx',
  '\\.module\\.css$': '<rootDir>/tests/mocks/cssModule.ts',
};

export default {
  // A worker per core: Jest's default leaves one core to its main process,
  // which then idles (on two cores: one worker, 33 s for the unit tests
  // against 19 s with two, measured on 2026-12-07).
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      // scripts/widget-facts: the facts generator's parser (Node only);
      // tests/facts: numbers that pages state, computed (issue 21).
      roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/tests/facts'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: {'^.+\\.(t|j)sx?$': tsJest},
      moduleNameMapper: docusaurusMocks,
      setupFilesAfterEnv: ['<rootDir>/tests/setup-unit.ts'],
    },
    {
      displayName: 'build',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/build'],
      testMatch: ['**/*.test.ts'],
      transform: {'^.+\\.(t|j)sx?$': tsJest},
    },
  ],
};
