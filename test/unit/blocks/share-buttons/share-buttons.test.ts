import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shareButtonsDefinition } from '../../../../blocks/share-buttons/definition';
import {
  readShareButtons,
  sharedItem,
  webAddress,
} from '../../../../blocks/share-buttons/read-share-buttons';
import { SHARE_SERVICES } from '../../../../blocks/share-buttons/services';
import { NEW_TAB_NOTE } from '../../../../src/lib/server-links';
import { BlockSkip } from '../../../../src/runtime/types';
import { attachBlock } from '../../support/attach-block';
import { branchCounter } from '../../support/branches';

// Share buttons (fixtures/blocks/share-buttons.html): the Brine template's real share list, and
// the empty elements of the platform's social-button formatters, drawn as a "Share" menu.

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/share-buttons.html',
);

const real = () => document.querySelector<HTMLElement>('.sqs-share-buttons') as HTMLElement;
const buttonStyle = () =>
  document.querySelector<HTMLElement>('.squarespace-social-buttons.button-style') as HTMLElement;
const inline = () =>
  document.querySelector<HTMLElement>('.squarespace-social-buttons.inline-style') as HTMLElement;

const mounted: Array<() => void> = [];
function mount(element: HTMLElement) {
  const result = attachBlock(shareButtonsDefinition, element);
  mounted.push(result.unmount);
  return result;
}

/** The name a screen reader gives a link: its aria-label, else its text outside aria-hidden parts. */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  const read = (node: Node): string => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    return Array.from(node.childNodes).map(read).join('');
  };
  return read(element).replace(/\s+/g, ' ').trim();
}

/** The accessible description of an element, from its aria-describedby ids. */
function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

beforeEach(() => {
  document.body.innerHTML = readFileSync(FIXTURE, 'utf8');
});
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()));

describe('share buttons: the server list', () => {
  it('reads the real Brine list: five share links, the like button left out', () => {
    const data = readShareButtons(real());
    expect(data.kind).toBe('links');
    if (data.kind !== 'links') return;
    expect(data.links.map((entry) => entry.name)).toEqual([
      'Facebook',
      'Twitter',
      'StumbleUpon',
      'Tumblr',
      'Pinterest',
    ]);
    expect(data.group?.className).toBe('Share-buttons');
  });

  it('names each link by its service, hides its icon, says and guards its new tab; undone on unmount', () => {
    const { unmount, serverHtml, container } = mount(real());
    const links = Array.from(real().querySelectorAll('a.Share-buttons-item--social'));
    // The visible label stays in the name (no aria-label hides it); the count is not read.
    expect(links.map((link) => link.hasAttribute('aria-label'))).not.toContain(true);
    expect(links.map(accessibleName)).toEqual([
      'Share on Facebook',
      'Share on Twitter',
      'Share on StumbleUpon',
      'Share on Tumblr',
      'Share on Pinterest',
    ]);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener');
      expect(description(link)).toBe(NEW_TAB_NOTE);
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    const group = real().querySelector('.Share-buttons');
    expect([group?.getAttribute('role'), group?.getAttribute('aria-label')]).toEqual([
      'group',
      'Share',
    ]);
    // The like button is the liking feature's: untouched.
    expect(real().querySelector('.Share-buttons-item--like')?.hasAttribute('aria-label')).toBe(
      false,
    );
    unmount();
    mounted.length = 0;
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('an unsafe share link loses its href; a list with no share link is skipped', () => {
    real().querySelector('a[data-service="tumblr"]')?.setAttribute('href', 'javascript:alert(1)');
    mount(real());
    expect(real().querySelector('a[data-service="tumblr"]')?.hasAttribute('href')).toBe(false);
    mounted.splice(0).forEach((unmount) => unmount());
    real()
      .querySelectorAll('.Share-buttons-item--social')
      .forEach((link) => link.remove());
    expect(() => readShareButtons(real())).toThrow(BlockSkip);
  });
});

describe('share buttons: the drawn menu', () => {
  it('reads the item: its page on this site, title and picture', () => {
    expect(readShareButtons(buttonStyle())).toEqual({
      kind: 'menu',
      inline: false,
      item: {
        url: `${window.location.origin}/journal/harbour-at-dawn`,
        title: 'The harbour at dawn',
        image: `${window.location.origin}/cdn-stand-in/images.squarespace-cdn.com/content/v1/demo-share/harbour.jpg`,
      },
    });
    expect(readShareButtons(inline())).toMatchObject({ kind: 'menu', inline: true });
  });

  it('draws a closed "Share" disclosure; it opens a list of named share links', () => {
    mount(buttonStyle());
    const button = buttonStyle().querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Share');
    expect(button.className).toContain('ss-social-button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list?.hidden).toBe(false);
    const links = Array.from(list?.querySelectorAll('a') ?? []);
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on Facebook',
      'Share on Twitter',
      'Share on Tumblr',
      'Share on Pinterest',
    ]);
    const page = encodeURIComponent(`${window.location.origin}/journal/harbour-at-dawn`);
    expect(links[0]?.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${page}`,
    );
    expect(links[1]?.getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?url=${page}&text=The%20harbour%20at%20dawn`,
    );
    expect(links[3]?.getAttribute('href')).toContain(
      `&media=${encodeURIComponent(`${window.location.origin}/cdn-stand-in/`)}`,
    );
    for (const link of links) {
      expect([link.target, link.rel, description(link)]).toEqual([
        '_blank',
        'noopener',
        NEW_TAB_NOTE,
      ]);
    }
  });

  it('Escape closes it and returns the focus; a click elsewhere closes it', () => {
    mount(buttonStyle());
    const button = buttonStyle().querySelector('button') as HTMLButtonElement;
    button.click();
    const link = buttonStyle().querySelector('a') as HTMLAnchorElement;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    button.click();
    document.body.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('no picture: no Pinterest link (it needs one); inline hosts get inline wrappers', () => {
    mount(inline());
    const services = Array.from(inline().querySelectorAll('a')).map((link) =>
      link.getAttribute('data-service'),
    );
    expect(services).toEqual(['facebook', 'twitter', 'tumblr']);
    expect(inline().querySelector('.sr-share')?.tagName).toBe('SPAN');
  });

  it('a host already drawn into is skipped; unmount takes the menu away', () => {
    const { unmount } = mount(buttonStyle());
    unmount();
    mounted.length = 0;
    expect(buttonStyle().childElementCount).toBe(0);
    buttonStyle().append(document.createElement('div'));
    expect(() => readShareButtons(buttonStyle())).toThrow('already drawn');
  });
});

describe('share buttons: properties of the readers', () => {
  const attribute = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '/journal/a',
      'https://example.com/x?y=1#z',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example/path',
      'http://user:pw@host/',
      '',
    ),
  );

  it('sharedItem: always an http(s) page to share; a picture only when it is http(s)', () => {
    const branches = branchCounter(['given', 'page', 'image', 'noImage']);
    const page = `${window.location.origin}/journal/post#comments`;
    fc.assert(
      fc.property(attribute, attribute, fc.string({ maxLength: 300 }), (full, asset, title) => {
        const element = document.createElement('div');
        element.className = 'squarespace-social-buttons';
        element.setAttribute('data-full-url', full);
        element.setAttribute('data-asset-url', asset);
        element.setAttribute('data-title', title);
        const item = sharedItem(element, page);
        const url = new URL(item.url);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.username).toBe('');
        if (webAddress(full, page) === null) {
          branches.reached('page');
          expect(item.url).toBe(`${window.location.origin}/journal/post`);
        } else branches.reached('given');
        if (item.image === null) branches.reached('noImage');
        else {
          branches.reached('image');
          expect(['http:', 'https:']).toContain(new URL(item.image).protocol);
        }
        expect(item.title.length).toBeLessThanOrEqual(200);
        expect(item.title).not.toMatch(/\s{2}|^\s|\s$/);
        // Every share address is on its service's https host, with the page encoded in it.
        for (const service of SHARE_SERVICES) {
          const href = service.href(item);
          if (href === null) continue;
          const share = new URL(href);
          expect(share.protocol).toBe('https:');
          expect([...share.searchParams.values()]).toContain(item.url);
        }
      }),
    );
    branches.expectEachReached();
  });

  it('readShareButtons on any server list: names or a BlockSkip, never another error', () => {
    const branches = branchCounter(['links', 'skip']);
    const link = fc.record({
      service: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('facebook', 'tumblr')),
      label: fc.option(fc.string({ maxLength: 20 })),
      like: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(link, { maxLength: 5 }), (specs) => {
        const element = document.createElement('div');
        element.className = 'Share sqs-share-buttons';
        const group = document.createElement('div');
        group.className = 'Share-buttons';
        for (const spec of specs) {
          const anchor = document.createElement('a');
          anchor.className = `Share-buttons-item ${spec.like ? 'Share-buttons-item--like' : 'Share-buttons-item--social'}`;
          anchor.setAttribute('data-service', spec.service);
          if (spec.label !== null) {
            const label = document.createElement('span');
            label.className = 'Share-buttons-item-label';
            label.textContent = spec.label;
            anchor.append(label);
          }
          group.append(anchor);
        }
        element.append(group);
        try {
          const data = readShareButtons(element);
          branches.reached('links');
          if (data.kind !== 'links') throw new Error('expected links');
          for (const entry of data.links) {
            expect(entry.name).not.toBe('');
            expect(entry.link.classList.contains('Share-buttons-item--like')).toBe(false);
          }
        } catch (error) {
          branches.reached('skip');
          expect(error).toBeInstanceOf(BlockSkip);
        }
      }),
    );
    branches.expectEachReached();
  });
});
