// Lint configuration: typescript-eslint's recommended rules everywhere, React hooks rules in web/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { moduleMockingTests } from './scripts/lib/module-mocking-tests.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      'web/dist-test*/**',
      'web/dist-bench/**',
      'emulator-data/**',
      '.test-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: 'firebase-functions',
          message:
            "Import from a subpath ('firebase-functions/logger', '/v2/https'...): the package root loads every provider, about 300 ms of each instance's cold start.",
        },
      ],
    },
  },
  {
    // The functions' and scripts' tests share a module graph per worker (vitest.config.ts), so a
    // module mock would leak from one file into the next.
    files: ['functions/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    ignores: moduleMockingTests,
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message:
            "This file's tests share their modules with other files: list it in scripts/lib/module-mocking-tests.mjs, or pass what you would mock as an argument.",
        },
      ],
    },
  },
  {
    // The check-in page's service worker: plain JavaScript served as it is.
    files: ['web/public/check-in-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The API reference page's script (/docs/api): plain JavaScript served as it is.
    files: ['web/public/docs/api/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
