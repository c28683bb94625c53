// Lint configuration: typescript-eslint's recommended rules everywhere, React hooks rules in web/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // The check-in page's service worker: plain JavaScript served as it is.
    files: ['web/public/check-in-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
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
