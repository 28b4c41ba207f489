import { describe, expect, it } from 'vitest';
import { memberAreaBlockDefinition } from '../../../blocks/commerce-member-area/definition';
import { loadBlockFixture } from '../../../fixtures/blocks/load-block-fixture';
import { attachBlock } from '../support/attach-block';

const ID = 'block-member-area-garden-club';

function shownTexts(block: HTMLElement): string[] {
  return Array.from(
    block.querySelectorAll<HTMLElement>('.member-area-price, .member-area-join'),
    (item) => (item.hidden ? '' : (item.textContent ?? '')),
  ).filter(Boolean);
}

const option = (block: HTMLElement, name: 'left' | 'right') =>
  block.querySelector(`.member-area-pricing-toggle [data-pricing-option="${name}"]`) as HTMLElement;

describe('member-area block (67): the pricing toggle', () => {
  it('is a radio group whose two options swap the prices and join buttons', () => {
    const block = loadBlockFixture('commerce-member-area', ID);
    const { unmount, serverHtml, container } = attachBlock(memberAreaBlockDefinition, block);
    const toggle = block.querySelector('.member-area-pricing-toggle') as HTMLElement;
    expect([toggle.getAttribute('role'), toggle.getAttribute('aria-label')]).toEqual([
      'radiogroup',
      'Billing period',
    ]);
    expect(
      ['left', 'right'].map((name) => option(block, name as 'left').getAttribute('aria-checked')),
    ).toEqual(['true', 'false']);
    expect(shownTexts(block)).toEqual(['£8 a month', 'Join monthly']);

    option(block, 'right').click();
    expect(shownTexts(block)).toEqual(['£80 a year (two months free)', 'Join yearly']);
    expect([option(block, 'left').tabIndex, option(block, 'right').tabIndex]).toEqual([-1, 0]);

    // Arrow keys move and select, as in any radio group.
    option(block, 'right').focus();
    option(block, 'right').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }),
    );
    expect(document.activeElement).toBe(option(block, 'left'));
    expect(shownTexts(block)).toEqual(['£8 a month', 'Join monthly']);

    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('starts on the option the block asks for, else the one the server shows; skips a one-option toggle', () => {
    const block = loadBlockFixture('commerce-member-area', ID);
    block.setAttribute('data-block-json', '{"defaultPricingOption":"right"}');
    attachBlock(memberAreaBlockDefinition, block);
    expect(shownTexts(block)).toEqual(['£80 a year (two months free)', 'Join yearly']);

    const served = loadBlockFixture('commerce-member-area', ID);
    served.setAttribute('data-block-json', '{}');
    for (const item of served.querySelectorAll<HTMLElement>(
      '.member-area-price, .member-area-join',
    ))
      item.hidden = !item.hidden;
    expect(memberAreaBlockDefinition.readData?.(served).initial).toBe('right');

    option(served, 'right').remove();
    expect(() => memberAreaBlockDefinition.readData?.(served)).toThrow(
      'The pricing toggle needs a left and a right option',
    );
  });
});
