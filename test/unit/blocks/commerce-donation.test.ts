import { afterEach, describe, expect, it, vi } from 'vitest';
import { donationBlockDefinition } from '../../../blocks/commerce-donation/definition';
import { loadBlockFixture } from '../../../fixtures/blocks/load-block-fixture';
import { windowNavigation } from '../../../src/lib/navigation';
import { attachBlock } from '../support/attach-block';

afterEach(() => vi.restoreAllMocks());

describe('donation block (52)', () => {
  it('takes the visitor to /checkout/donate?donatePageId by click, Enter or Space', () => {
    const assign = vi.spyOn(windowNavigation, 'assign').mockImplementation(() => undefined);
    const block = loadBlockFixture('commerce-donation', 'block-donation-appeal');
    const { unmount, serverHtml, container } = attachBlock(donationBlockDefinition, block);
    const button = block.querySelector('.sqs-donate-button') as HTMLElement;
    button.click();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    button.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    expect(assign.mock.calls).toEqual(
      Array(3).fill(['/checkout/donate?donatePageId=65a1f0c2b3d4e5f6071829d0']),
    );
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
    button.click();
    expect(assign).toHaveBeenCalledTimes(3);
  });

  it('makes a bare button reachable by keyboard, and skips a block with no donation page', () => {
    const broken = loadBlockFixture('commerce-donation', 'block-donation-broken');
    expect(() => donationBlockDefinition.readData?.(broken)).toThrow(
      'The donation block names no donation page (donatePageId)',
    );
    broken.setAttribute('data-block-json', '{"donatePageId":"p2"}');
    attachBlock(donationBlockDefinition, broken);
    const button = broken.querySelector('.sqs-donate-button') as HTMLElement;
    expect([button.getAttribute('role'), button.getAttribute('tabindex')]).toEqual(['button', '0']);
  });
});
