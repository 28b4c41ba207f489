import axe from 'axe-core';
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { renderAccordion } from './render-accordion';

const BLOCK_IDS = [
  'block-accordion-single-open',
  'block-accordion-multi-open',
  'block-accordion-first-expanded',
  'block-accordion-many-items',
];

// axe walks the whole page: give it room on a busy CI machine.
const AXE_TIMEOUT_MS = 30_000;

async function violations(): Promise<string[]> {
  // happy-dom does no layout, so contrast cannot be measured here (the browser tests do it).
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('Accordion: axe-core', () => {
  it(
    'finds no accessibility violation on the fixture page, closed and open',
    async () => {
      loadBlockFixture('accordion', BLOCK_IDS[0] as string);
      const containers = BLOCK_IDS.map(
        (id) => renderAccordion(document.getElementById(id) as HTMLElement).container,
      );
      expect(await violations()).toEqual([]);

      const headers = containers.flatMap((container) => within(container).queryAllByRole('button'));
      expect(headers).toHaveLength(17); // every item of the fixture page's accordions
      for (const header of headers) fireEvent.click(header);
      expect(await violations()).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );
});
