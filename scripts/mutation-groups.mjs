// The groups of modules that mutation testing covers (`npm run mutate`, stryker.config.mjs): what
// each mutates and the unit tests that may kill its mutants (vitest.mutate.config.mjs runs only
// those). Paths are relative to the project's root.
import { readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);

/**
 * The lines of one function in a larger file, found by the text its first line starts with and
 * its closing line, so the range follows the code when lines move above it.
 */
function linesOf(file, firstLine, closing) {
  const lines = readFileSync(new URL(file, root), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trimStart().startsWith(firstLine));
  if (start < 0) throw new Error(`mutation groups: "${firstLine}" is no longer in ${file}`);
  const end = lines.findIndex((line, index) => index > start && line === closing);
  if (end < 0) throw new Error(`mutation groups: no "${closing}" after "${firstLine}" in ${file}`);
  return `${file}:${start + 1}-${end + 1}`;
}

export const groups = {
  request: {
    mutate: ['src/request/*.ts', '!src/request/pack.ts'],
    tests: [
      'test/unit/request/*.test.ts',
      'test/unit/api/*.test.ts',
      'test/unit/properties/{query-string,failure-message,describe-error}.test.ts',
    ],
  },
  context: {
    mutate: ['src/context/*.ts', '!src/context/types.ts'],
    tests: [
      'test/unit/context/*.test.ts',
      'test/unit/properties/{read-context,overlay-settings,redirect-rule}.test.ts',
    ],
  },
  lib: {
    mutate: ['src/lib/{email,links,sanitise-html,money,cookies}.ts'],
    tests: [
      'test/unit/lib/{email,links,sanitise-html,bounded-html,money,cookies}.test.ts',
      'test/unit/properties/{email,links,money}.test.ts',
    ],
  },
  images: {
    mutate: ['src/images/*.ts', '!src/images/types.ts'],
    tests: ['test/unit/images/*.test.ts', 'test/unit/blocks/image/*.test.ts'],
  },
  'cookie-banner': {
    mutate: ['initialisers/cookie-banner/*.{ts,tsx}'],
    tests: [
      'test/unit/initialisers/cookie-banner/*.test.{ts,tsx}',
      'test/unit/properties/cookie-banner-*.test.ts',
    ],
  },
  analytics: {
    mutate: ['initialisers/analytics/*.ts'],
    tests: [
      'test/unit/initialisers/analytics/*.test.ts',
      'test/unit/properties/analytics-skip-rules.test.ts',
      // The census reading the button component (button-census.ts).
      'test/unit/blocks/button/button.test.ts',
    ],
  },
  // Validation, drafts (stored values) and submission; the React view around them is not here.
  form: {
    mutate: ['blocks/form/{validate,stored-values,submit-form,field-values}.ts'],
    tests: ['test/unit/blocks/form/*.test.{ts,tsx}', 'test/unit/properties/form-readers.test.ts'],
  },
  // Issue 31: the cart and money as the platform writes them.
  commerce: {
    mutate: [
      'src/commerce/*.ts',
      '!src/commerce/{index,pack,pack-exports,strings}.ts',
      'src/lib/money.ts',
    ],
    tests: [
      'test/unit/commerce/*.test.ts',
      'test/unit/lib/money.test.ts',
      'test/unit/properties/{money,commerce-rules,commerce-real-shapes}.test.ts',
    ],
  },
  // Issue 31: what waits for consent, and the page settings content cannot choose.
  consent: {
    mutate: ['src/consent/*.ts', 'src/lib/page-setting.ts'],
    tests: ['test/unit/consent/*.test.{ts,tsx}', 'test/unit/lib/page-setting.test.ts'],
  },
  // Issue 31: where packs come from.
  'asset-base': {
    mutate: ['src/runtime/assets.ts'],
    tests: ['test/unit/runtime/assets.test.ts'],
  },
  // Issue 31: which scripts code and embed blocks run, and how.
  scripts: {
    mutate: ['src/lib/{run-scripts,page-scripts}.ts'],
    tests: ['test/unit/lib/{run-scripts,page-scripts}.test.ts', 'test/unit/blocks/code/*.test.ts'],
  },
  // The carousel's and the lightbox's key handling, and where the lightbox gives focus back.
  keys: {
    // A getter: only Stryker reads it, in the project itself. The unit tests read the group
    // too, in Stryker's sandbox, where these files are instrumented and the lines differ.
    get mutate() {
      return [
        'src/carousel/keyboard.ts',
        linesOf('src/carousel/Carousel.tsx', 'const onKeyDown = ', '  };'),
        linesOf('src/lightbox/Lightbox.tsx', 'const onKeyDown = ', '  });'),
        linesOf('src/lightbox/Lightbox.tsx', '// Keys anywhere in the dialog', '  }, [closing]);'),
        'src/lightbox/open-lightbox.tsx',
      ];
    },
    tests: ['test/unit/carousel/*.test.{ts,tsx}', 'test/unit/lightbox/*.test.{ts,tsx}'],
  },
};

/** The group named by MUTATE_GROUP; an unknown name throws with the list of groups. */
export function currentGroup(name = process.env.MUTATE_GROUP) {
  const group = name ? groups[name] : undefined;
  if (!group) {
    throw new Error(
      `MUTATE_GROUP must name a mutation group (${Object.keys(groups).join(', ')}); got "${name}"`,
    );
  }
  return group;
}
