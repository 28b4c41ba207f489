import axe from 'axe-core';
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { renderMenu } from './render-menu';

const BLOCK_IDS = ['block-menu-three-tabs', 'block-menu-single', 'block-menu-compact'];

// axe walks the whole page: give it room on a busy CI machine.
const AXE_TIMEOUT_MS = 30_000;

async function violations(): Promise<string[]> {
  // happy-dom does no layout, so contrast cannot be measured here (the browser tests do it).
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('Menu block: axe-core', () => {
  it(
    'finds no accessibility violation on the fixture page, before and after switching tabs',
    async () => {
      loadBlockFixture('menu', BLOCK_IDS[0] as string);
      const containers = BLOCK_IDS.map(
        (id) => renderMenu(document.getElementById(id) as HTMLElement).container,
      );
      expect(await violations()).toEqual([]);

      const dinner = within(containers[0] as HTMLElement).getByRole('tab', { name: 'Dinner' });
      fireEvent.click(dinner);
      expect(await violations()).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );
});
