import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkNames, SOCIAL_LINKS_LABEL } from '../../../../blocks/social-links/attach-social-links';
import {
  socialLinksBlockDefinition,
  templateSocialLinksDefinition,
} from '../../../../blocks/social-links/definition';
import { accountOf, networkName } from '../../../../blocks/social-links/networks';
import { loadBlockFixture, readBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { NEW_TAB_NOTE } from '../../../../src/lib/server-links';
import { attachBlock } from '../../support/attach-block';

const UNNAMED_70 = 'block-yui_3_17_2_7_1454631551971_9407';
const NAMED_71 = 'block-yui_3_17_2_1_1652287473595_8097';
const THREE_INSTAGRAMS = 'block-yui_3_17_2_17_1509394153167_4771';
const ROOTWORK = 'block-yui_3_17_2_1_1560891179009_23070';

const mounted: Array<() => void> = [];
function mount(id: string) {
  const block = document.getElementById(id) as HTMLElement;
  const result = attachBlock(socialLinksBlockDefinition, block);
  mounted.push(result.unmount);
  return { block, ...result, links: Array.from(block.querySelectorAll('a')) };
}

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  vi.restoreAllMocks();
});

const names = (links: HTMLAnchorElement[]) => links.map((link) => link.getAttribute('aria-label'));

describe('social links', () => {
  it('matches v1 (19), v2 (54) and the 2026 component', () => {
    const selector = socialLinksBlockDefinition.selector as string;
    document.body.innerHTML = readBlockFixture('social-links');
    expect(document.querySelectorAll(selector)).toHaveLength(4);
    document.body.innerHTML =
      '<div class="sqs-block" data-block-type="19"></div>' +
      '<div class="sqs-block" data-block-type="1337" data-definition-name="website.components.socialLinks"></div>';
    expect(document.querySelectorAll(selector)).toHaveLength(2);
  });

  it('names the 7.0 icon-only links by their network and hides their icons', () => {
    loadBlockFixture('social-links', UNNAMED_70);
    const { links, block } = mount(UNNAMED_70);
    expect(names(links)).toEqual(['Instagram', 'Pinterest', 'Facebook']);
    for (const svg of block.querySelectorAll('svg')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
    }
  });

  it('keeps the names the platform gave; tells three Instagram accounts apart', () => {
    document.body.innerHTML = readBlockFixture('social-links');
    expect(names(mount(NAMED_71).links)).toEqual(['Instagram', 'YouTube', 'TikTok']);
    expect(names(mount(THREE_INSTAGRAMS).links)).toEqual([
      'Instagram: toyad_white',
      'Instagram: dr.brittneymcgetrick',
      'Instagram: evergreenchironash',
    ]);
  });

  it('new tabs: rel="noopener" and the description; the server markup is back after unmount', () => {
    loadBlockFixture('social-links', ROOTWORK);
    const { links, container, serverHtml, unmount } = mount(ROOTWORK);
    for (const link of links) {
      expect(link.rel).toBe('noopener');
      expect(
        document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe(NEW_TAB_NOTE);
    }
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('each list is a navigation named on its own: "Social links", then numbered', () => {
    document.body.innerHTML = readBlockFixture('social-links');
    const labels = [UNNAMED_70, NAMED_71, THREE_INSTAGRAMS, ROOTWORK].map((id) =>
      mount(id).block.querySelector('nav')?.getAttribute('aria-label'),
    );
    expect(labels).toEqual([
      SOCIAL_LINKS_LABEL,
      `${SOCIAL_LINKS_LABEL} 2`,
      `${SOCIAL_LINKS_LABEL} 3`,
      `${SOCIAL_LINKS_LABEL} 4`,
    ]);
  });

  it('an unsafe link loses its href, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadBlockFixture('social-links', NAMED_71);
    document.querySelector(`#${NAMED_71} a`)?.setAttribute('href', 'javascript:steal()');
    const { links } = mount(NAMED_71);
    expect(links[0]?.hasAttribute('href')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('networks from the address when the class says nothing; accounts from the path', () => {
    const link = (href: string, className = '') => {
      const a = document.createElement('a');
      a.href = href;
      a.className = className;
      return a;
    };
    expect(networkName(link('https://youtu.be/x'))).toBe('YouTube');
    expect(networkName(link('https://x.com/someone'))).toBe('X');
    expect(networkName(link('https://m.facebook.com/page'))).toBe('Facebook');
    expect(networkName(link('mailto:hi@example.com'))).toBe('Email');
    expect(networkName(link('https://shop.example.org/'))).toBe('shop.example.org');
    expect(networkName(link('/contact', 'sqs-svg-icon--wrapper linkedin-unauth'))).toBe('LinkedIn');
    expect(accountOf('https://www.tiktok.com/@owen.han?lang=en')).toBe('@owen.han');
    expect(accountOf('https://example.com/')).toBe('example.com');
  });

  it('any set of links gets names that are non-blank and all different', () => {
    const anyLink = fc.record({
      href: fc.oneof(
        fc.string(),
        fc.constantFrom('https://instagram.com/a', 'https://instagram.com/a', 'mailto:x@y.zz'),
      ),
      label: fc.option(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('A', 'A (1)'))),
      className: fc.constantFrom('', 'instagram-unauth', 'facebook', 'sqs-svg-icon--wrapper x'),
      text: fc.string({ maxLength: 8 }),
    });
    fc.assert(
      fc.property(fc.array(anyLink, { minLength: 1, maxLength: 6 }), (specs) => {
        const links = specs.map((spec) => {
          const a = document.createElement('a');
          a.setAttribute('href', spec.href);
          a.className = spec.className;
          if (spec.label !== null) a.setAttribute('aria-label', spec.label);
          a.textContent = spec.text;
          return a;
        });
        const result = linkNames(links);
        expect(result).toHaveLength(links.length);
        expect(new Set(result).size).toBe(result.length);
        for (const name of result) expect(name.trim()).not.toBe('');
      }),
    );
  });

  it("names the template's own icons outside blocks: the 7.0 header's and Brine's connected accounts", () => {
    // As the Skye header (blog 7.0 page) and the Brine header (evergreen page) serve them.
    document.body.innerHTML = `
      <header><div class="social-search-wrapper"><nav class="sqs-svg-icon--list">
        <a href="http://instagram.com/befifty" target="_blank" class="sqs-svg-icon--wrapper instagram">
          <div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use xlink:href="#instagram-icon"></use></svg></div></a>
        <a href="https://www.pinterest.com/bfcmuc/" target="_blank" class="sqs-svg-icon--wrapper pinterest">
          <div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"></svg></div></a>
      </nav></div>
      <div class="Header-social"><nav class="SocialLinks" data-content-field="connected-accounts">
        <div class="SocialLinks-inner">
          <a href="http://www.instagram.com/toyad_white" target="_blank" class="SocialLinks-link instagram-unauth">
            <div><svg class="SocialLinks-link-svg" viewBox="0 0 64 64"></svg></div></a>
          <a href="https://www.facebook.com/someone" target="_blank" class="SocialLinks-link facebook-unauth">
            <div><svg class="SocialLinks-link-svg" viewBox="0 0 64 64"></svg></div></a>
        </div>
      </nav></div></header>
      <div class="sqs-block sqs-block-socialaccountlinks-v2" data-block-type="54"><div class="sqs-block-content">
        <nav class="sqs-svg-icon--list"><a href="https://x.example/" class="sqs-svg-icon--wrapper">x</a></nav>
      </div></div>`;
    const lists = Array.from(
      document.querySelectorAll<HTMLElement>(templateSocialLinksDefinition.selector as string),
    ).filter((nav) => !nav.closest('.sqs-block'));
    expect(lists).toHaveLength(2);
    const serverHtml = document.body.innerHTML;
    const unmounts = lists.map((nav) => attachBlock(templateSocialLinksDefinition, nav).unmount);
    expect(names(Array.from(document.querySelectorAll('header a')))).toEqual([
      'Instagram',
      'Pinterest',
      'Instagram',
      'Facebook',
    ]);
    expect(lists.map((nav) => nav.getAttribute('aria-label'))).toEqual([
      SOCIAL_LINKS_LABEL,
      `${SOCIAL_LINKS_LABEL} 2`,
    ]);
    unmounts.forEach((unmount) => unmount());
    expect(document.body.innerHTML).toBe(serverHtml);
  });
});
