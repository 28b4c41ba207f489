import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'fixtures/real-pages/',
      'reports/',
      '.stryker-tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'demo/**', 'test/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // src/ never depends on a block, a controller or an initialiser, except the entry that wires
    // them together.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/blocks/**', '**/controllers/**', '**/initialisers/**'] },
      ],
    },
  },
  {
    // A controller family never depends on a block or an initialiser.
    files: ['controllers/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/blocks/**', '**/initialisers/**'] }],
    },
  },
  prettier,
);
