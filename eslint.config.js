import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** The document's getters and methods the runtime uses (src/lib/dom.ts reads them safely). */
const DOCUMENT_BUILT_INS = [
  'head',
  'body',
  'documentElement',
  'scripts',
  'cookie',
  'currentScript',
  'activeElement',
  'readyState',
  'visibilityState',
  'URL',
  'baseURI',
  'title',
  'referrer',
  'defaultView',
  'adoptedStyleSheets',
  'createElement',
  'createElementNS',
  'createTextNode',
  'createTreeWalker',
  'getElementById',
  'querySelector',
  'querySelectorAll',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'forms',
  'images',
  'links',
  'location',
];

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
    // Content can hide the document's built-ins (<img name="cookie">, <form name="head">): the
    // runtime reads documents through src/lib/dom.ts.
    files: ['{src,blocks,initialisers,controllers}/**/*.{ts,tsx}'],
    ignores: ['src/lib/dom.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'MemberExpression[object.name=/^(document|doc)$/]',
          'MemberExpression[object.property.name=/^(ownerDocument|document|doc|contentDocument)$/]',
        ].map((object) => ({
          selector: `${object}[property.name=/^(${DOCUMENT_BUILT_INS.join('|')})$/]`,
          message:
            'Read the document through src/lib/dom.ts: content can hide its built-ins ' +
            '(<img name="cookie"> is document.cookie).',
        })),
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
