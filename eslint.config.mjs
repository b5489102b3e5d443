// ESLint for the site's TypeScript and React code: typescript-eslint's
// recommended rules, the rules of hooks, and Docusaurus's own rules
// (translatable JSX text, literal translation ids, no raw <a> links).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'coverage/',
      'listings/',
      'bench/',
      // The live examples' package: Makepad's own JavaScript, built.
      '.live/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
  },
  {
    rules: {
      // Destructuring a prop out of a rest spread is how a component drops
      // it; a leading underscore marks a parameter a signature needs but the
      // body does not use (test doubles).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {ignoreRestSiblings: true, argsIgnorePattern: '^_'},
      ],
    },
  },
  {
    // React code: the rules of hooks and of the React Compiler.
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['·', '—', '→', '←', '↑', '↓', '⌘', '×', '/', '404']},
      ],
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // Tests, mocks and build scripts render no reader-facing labels; test
    // doubles and tests may render plain links (the Link double is one).
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**'],
    rules: {
      '@docusaurus/no-untranslated-text': 'off',
      '@docusaurus/no-html-links': 'off',
    },
  },
  {
    // src/data holds facts, src/lib the logic over them: lib imports data,
    // never the other way round.
    files: ['src/data/**'],
    ignores: ['src/data/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/*', '@site/src/lib/*'],
              message: 'src/data holds facts only: move the logic to src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
