import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonBlockDefinition } from '../../../../blocks/button/definition';
import { readButton } from '../../../../blocks/button/read-button';
import { readButtonTracking } from '../../../../initialisers/analytics';
import { loadBlockFixture, readBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { normaliseLink, safeHref } from '../../../../src/lib/links';
import { NEW_TAB_NOTE } from '../../../../src/lib/server-links';
import { BlockSkip } from '../../../../src/runtime/types';
import { attachBlock } from '../../support/attach-block';

const BLOCK_53 = 'block-yui_3_17_2_1_1688614352036_39277';
const NEW_TAB_53 = 'block-yui_3_17_2_1_1585942118236_21304';
const COMPONENT = 'block-yui_3_17_2_1_1581907736574_5060';

const mounted: Array<() => void> = [];
function mount(id: string) {
  const block = document.getElementById(id) as HTMLElement;
  const result = attachBlock(buttonBlockDefinition, block);
  mounted.push(result.unmount);
  return { block, ...result, link: block.querySelector('a') as HTMLAnchorElement };
}

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  vi.restoreAllMocks();
});

describe('button block and component', () => {
  it('the definition matches blocks of type 53 and the 2026 component, not other components', () => {
    document.body.innerHTML = readBlockFixture('buttons');
    const matched = Array.from(document.querySelectorAll('.sqs-block'))
      .filter((element) => element.matches(buttonBlockDefinition.selector as string))
      .map((element) => element.id);
    expect(matched).toHaveLength(6);
    expect(matched).toContain(COMPONENT);
    document.body.innerHTML =
      '<div class="sqs-block" data-block-type="1337" data-definition-name="website.components.html"></div>';
    expect(
      document.querySelector('.sqs-block')?.matches(buttonBlockDefinition.selector as string),
    ).toBe(false);
  });

  it('leaves an internal link as the server drew it, and restores everything on unmount', () => {
    loadBlockFixture('buttons', BLOCK_53);
    const { container, serverHtml, link, unmount } = mount(BLOCK_53);
    expect(link.getAttribute('href')).toBe('/tickets');
    expect(link.hasAttribute('aria-describedby')).toBe(false);
    expect(container.innerHTML).toBe(serverHtml);
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('a new-tab button gets rel="noopener" and a description saying so, on 53 and the component', () => {
    for (const id of [NEW_TAB_53, COMPONENT]) {
      loadBlockFixture('buttons', id);
      const { block, link, container, serverHtml, unmount } = mount(id);
      expect(link.rel).toBe('noopener');
      const note = document.getElementById(link.getAttribute('aria-describedby') ?? '');
      expect(note?.textContent).toBe(NEW_TAB_NOTE);
      expect(block.contains(note)).toBe(true);
      unmount();
      expect(container.innerHTML).toBe(serverHtml);
    }
  });

  it('keeps rel tokens the author set and a description they gave', () => {
    loadBlockFixture('buttons', COMPONENT);
    const link = document.querySelector(`#${COMPONENT} a`) as HTMLAnchorElement;
    link.setAttribute('rel', 'nofollow');
    link.setAttribute('aria-describedby', 'mine');
    mount(COMPONENT);
    expect(link.getAttribute('rel')).toBe('nofollow noopener');
    expect(link.getAttribute('aria-describedby')).toBe(`mine ${COMPONENT}-new-tab`);
  });

  it('a link a visitor must not follow loses its href, with a warning; unmount gives it back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const href of ['javascript:alert(1)', ' JaVa\tscript:x', 'foo:bar', 'http:/one-slash']) {
      loadBlockFixture('buttons', NEW_TAB_53);
      const original = document.querySelector(`#${NEW_TAB_53} a`) as HTMLAnchorElement;
      original.setAttribute('href', href);
      const { link, unmount } = mount(NEW_TAB_53);
      expect(link.hasAttribute('href')).toBe(false);
      // Not a new tab any more: no rel, no note.
      expect(link.hasAttribute('rel')).toBe(false);
      expect(link.hasAttribute('aria-describedby')).toBe(false);
      unmount();
      expect(link.getAttribute('href')).toBe(href);
    }
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]?.[0]).toContain('its link "javascript:alert(1)" is not followed');
  });

  it('any href: a followable link keeps it, any other loses it; never a throw', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('javascript:void(0)', 'mailto:a@b.co', 'tel:+4412345', '#top', '/a'),
        ),
        fc.constantFrom('_blank', '_self', ''),
        (href, target) => {
          loadBlockFixture('buttons', BLOCK_53);
          const original = document.querySelector(`#${BLOCK_53} a`) as HTMLAnchorElement;
          original.setAttribute('href', href);
          original.setAttribute('target', target);
          const { link, unmount } = mount(BLOCK_53);
          // Kept as written exactly when the spec's link categories say a visitor may go there.
          expect(link.getAttribute('href')).toBe(safeHref(href) === null ? null : href);
          if (link.hasAttribute('href')) expect(normaliseLink(href)).not.toMatch(/^javascript:/i);
          unmount();
          mounted.pop();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a button with no text is mounted with a warning that it has no name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadBlockFixture('buttons', BLOCK_53);
    (document.querySelector(`#${BLOCK_53} a`) as HTMLElement).textContent = '  ';
    mount(BLOCK_53);
    expect(warn.mock.calls[0]?.[0]).toContain('has no text');
  });

  it('a block without a platform button link is skipped with the reason', () => {
    document.body.innerHTML =
      '<div class="sqs-block button-block sqs-block-button" data-block-type="53" id="b"><div class="sqs-block-content"><a href="/x">X</a></div></div>';
    expect(() => readButton(document.getElementById('b') as HTMLElement)).toThrow(BlockSkip);
  });

  it('the census reads the component as a button block: its alignment, size, text and new tab', () => {
    loadBlockFixture('buttons', COMPONENT);
    const link = document.querySelector(`#${COMPONENT} a`) as HTMLAnchorElement;
    expect(readButtonTracking(link)).toEqual({
      id: COMPONENT,
      buttonText: 'New patients start here',
      clickthroughUrl: 'new-patient.html',
      alignment: 'left',
      size: 'medium',
      newWindow: true,
      context: 'button-block',
    });
  });
});
