import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { headerControllerDefinition } from '../../../../controllers/header/definition';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { attachController, press } from '../../support/attach-controller';

// The 7.1 header on its real markup (fixtures/controllers/header-7.1.html) and on generated
// variants of the markup contract: one to three burgers, with or without their hidden texts, nav
// items and folders (nested in the root folder, as served, or beside it; a folder in a folder),
// with or without ids.

afterEach(() => {
  document.body.className = '';
  document.body.innerHTML = '';
});

function start(html: string) {
  document.body.innerHTML = `<main id="content"><a href="#x">Behind</a></main>${html}`;
  const header = document.querySelector<HTMLElement>('[data-controller="Header"]') as HTMLElement;
  const before = document.body.innerHTML;
  const running = attachController(headerControllerDefinition, header);
  const burgers = Array.from(header.querySelectorAll<HTMLElement>('.header-burger-btn'));
  const panel = header.querySelector<HTMLElement>('.header-menu') as HTMLElement;
  return { header, before, burgers, panel, ...running };
}

/** The accessible name a burger gets: its labelled-by text, or its aria-label. */
function nameOf(button: HTMLElement): string {
  const labelledBy = button.getAttribute('aria-labelledby');
  if (labelledBy) return document.getElementById(labelledBy)?.textContent?.trim() ?? '';
  return button.getAttribute('aria-label') ?? '';
}

describe('Header (7.1) on the real markup', () => {
  it('names both burgers from the server texts, opens the menu, folds and closes it', () => {
    const { header, before, burgers, panel, stop } = start(readControllerFixture('header-7.1'));
    expect(burgers).toHaveLength(2);
    for (const burger of burgers) {
      expect(burger.getAttribute('aria-expanded')).toBe('false');
      expect(burger.getAttribute('aria-controls')).toBe(panel.id);
      expect(nameOf(burger)).toBe('Open Menu');
    }
    // Nothing about the page changed that a visitor could see.
    expect(header.querySelectorAll('[hidden].js-header-burger-open-title')).toHaveLength(2);

    const mobile = burgers[1] as HTMLElement;
    mobile.focus();
    mobile.click();
    expect(document.body.classList.contains('header--menu-open')).toBe(true);
    expect(
      burgers.map((b) => [
        b.getAttribute('aria-expanded'),
        b.classList.contains('burger--active'),
        nameOf(b),
      ]),
    ).toEqual([
      ['true', true, 'Close Menu'],
      ['true', true, 'Close Menu'],
    ]);
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(document.getElementById('content')?.hasAttribute('inert')).toBe(true);

    const folderLink = panel.querySelector<HTMLElement>('[data-folder-id="/more"]') as HTMLElement;
    const folder = panel.querySelector<HTMLElement>('[data-folder="/more"]') as HTMLElement;
    const root = panel.querySelector<HTMLElement>('[data-folder="root"]') as HTMLElement;
    // Moved beside the root on opening: the stylesheet never shows a folder nested in another.
    expect(folder.parentElement).toBe(root.parentElement);
    expect(folderLink.getAttribute('role')).toBe('button');
    expect(folderLink.getAttribute('aria-controls')).toBe(folder.id);
    folderLink.focus();
    press(' ');
    expect(folderLink.getAttribute('aria-expanded')).toBe('true');
    expect(folder.classList.contains('header-menu-nav-folder--active')).toBe(true);
    expect(root.classList.contains('header-menu-nav-folder--open')).toBe(true);
    expect(root.hasAttribute('inert')).toBe(true);
    expect(folder.contains(document.activeElement)).toBe(true);
    (folder.querySelector('[data-action="back"]') as HTMLElement).click();
    expect(folderLink.getAttribute('aria-expanded')).toBe('false');
    expect(root.classList.contains('header-menu-nav-folder--open')).toBe(false);
    expect(document.activeElement).toBe(folderLink);

    press('Escape');
    expect(document.body.classList.contains('header--menu-open')).toBe(false);
    expect(document.activeElement).toBe(mobile);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(nameOf(mobile)).toBe('Open Menu');

    stop();
    expect(document.body.innerHTML).toBe(before);
  });

  it('takes the positive tabindex off the skip link (tab order follows the page again)', () => {
    const html = readControllerFixture('header-7.1').replace(
      'class="header-skip-link',
      'tabindex="1" class="header-skip-link',
    );
    const { header, stop } = start(html);
    const skip = header.querySelector('.header-skip-link');
    expect(skip?.hasAttribute('tabindex')).toBe(false);
    stop();
    expect(skip?.getAttribute('tabindex')).toBe('1');
  });

  it('closes when a link in it is followed, without moving focus back', () => {
    const { burgers, panel } = start(readControllerFixture('header-7.1'));
    (burgers[0] as HTMLElement).click();
    const link = panel.querySelector<HTMLElement>('a[href="#/speakers"]') as HTMLElement;
    link.click();
    expect(burgers[0]?.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains('header--menu-open')).toBe(false);
  });

  it('closes and restores everything when the runtime stops while it is open', () => {
    const { before, burgers, panel, stop } = start(readControllerFixture('header-7.1'));
    (burgers[0] as HTMLElement).click();
    (panel.querySelector('[data-folder-id]') as HTMLElement).click();
    stop();
    expect(document.body.className).toBe('');
    expect(document.body.innerHTML).toBe(before);
  });
});

/** A generated 7.1 header: what the markup contract allows. */
const headerArbitrary = fc.record({
  burgers: fc.integer({ min: 1, max: 3 }),
  texts: fc.boolean(),
  ids: fc.boolean(),
  links: fc.integer({ min: 0, max: 4 }),
  folders: fc.array(
    fc.record({ items: fc.integer({ min: 0, max: 3 }), nested: fc.boolean(), inner: fc.boolean() }),
    { maxLength: 3 },
  ),
});

type HeaderShape = typeof headerArbitrary extends fc.Arbitrary<infer T> ? T : never;

function headerHtml(shape: HeaderShape): string {
  const burger = (index: number) =>
    `<div class="header-burger"><button class="header-burger-btn burger"${shape.ids ? ` id="burger-${index}"` : ''}>${
      shape.texts
        ? '<span hidden class="js-header-burger-open-title visually-hidden">Menü öffnen</span><span hidden class="js-header-burger-close-title visually-hidden">Menü schließen</span>'
        : ''
    }<div class="burger-box"><div class="burger-inner"><div class="top-bun"></div></div></div></button></div>`;
  const items = (count: number, prefix: string) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<div class="header-menu-nav-item"><a href="#${prefix}-${i}">${prefix} ${i}</a></div>`,
    ).join('');
  const folderItem = (id: string) =>
    `<div class="header-menu-nav-item"><a data-folder-id="${id}" href="${id}"><span>Folder ${id}</span></a></div>`;
  const folderBody = (id: string, count: number, inner: string) =>
    `<div data-folder="${id}" class="header-menu-nav-folder"><div class="header-menu-nav-folder-content"><div class="header-menu-controls"><a class="header-menu-controls-control" data-action="back" href="/">Back</a></div>${items(count, id)}${inner}</div></div>`;
  let nested = '';
  let beside = '';
  shape.folders.forEach((folder, index) => {
    const id = `/f${index}`;
    const innerId = `${id}/inner`;
    const inner = folder.inner ? folderItem(innerId) + folderBody(innerId, 1, '') : '';
    const body = folderItem(id) + folderBody(id, folder.items, inner);
    if (folder.nested) nested += body;
    else {
      nested += folderItem(id);
      beside += folderBody(id, folder.items, inner);
    }
  });
  return `<header data-controller="Header"${shape.ids ? ' id="header"' : ''}><div class="header-inner">${Array.from({ length: shape.burgers }, (_, i) => burger(i)).join('')}</div><div class="header-menu"${shape.ids ? ' id="menu"' : ''}><nav class="header-menu-nav-list"><div data-folder="root" class="header-menu-nav-folder"><div class="header-menu-nav-folder-content"><div class="header-menu-nav-wrapper">${items(shape.links, 'page')}${nested}</div></div></div>${beside}</nav></div></header>`;
}

describe('Header (7.1) on generated markup', () => {
  it('every burger works the menu and every folder opens and goes back; stop() restores it all', () => {
    fc.assert(
      fc.property(headerArbitrary, fc.nat(), (shape, pick) => {
        const { before, burgers, panel, stop } = start(headerHtml(shape));
        try {
          const ids = new Set(Array.from(document.querySelectorAll('[id]'), (e) => e.id));
          expect(ids.size).toBe(document.querySelectorAll('[id]').length);
          for (const burger of burgers) {
            expect(nameOf(burger)).toMatch(/\S/);
            expect(document.getElementById(burger.getAttribute('aria-controls') ?? '')).toBe(panel);
          }
          const opener = burgers[pick % burgers.length] as HTMLElement;
          opener.focus();
          // A native button: the browser turns Enter into a click (the browser tests press it).
          opener.click();
          expect(burgers.every((b) => b.getAttribute('aria-expanded') === 'true')).toBe(true);
          for (const trigger of Array.from(
            panel.querySelectorAll<HTMLElement>('[data-folder-id]'),
          )) {
            if (trigger.closest('[inert]')) continue;
            const folder = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
            expect(folder?.getAttribute('data-folder')).toBe(
              trigger.getAttribute('data-folder-id'),
            );
            trigger.focus();
            press('Enter');
            expect(trigger.getAttribute('aria-expanded')).toBe('true');
            expect(folder?.classList.contains('header-menu-nav-folder--active')).toBe(true);
            (
              folder?.querySelector(
                ':scope > * > .header-menu-controls [data-action="back"]',
              ) as HTMLElement
            ).click();
            expect(trigger.getAttribute('aria-expanded')).toBe('false');
            expect(document.activeElement).toBe(trigger);
          }
          press('Escape');
          expect(document.activeElement).toBe(opener);
          expect(
            document.querySelectorAll('[inert], .header-menu-nav-folder--active'),
          ).toHaveLength(0);
        } finally {
          stop();
        }
        expect(document.body.innerHTML).toBe(before);
        expect(document.body.className).toBe('');
      }),
      { numRuns: 30 },
    );
    // happy-dom's layout-free DOM is slow with many nodes: each run builds a whole header.
  }, 30_000);

  it('skips, with the reason, a header with no menu or no burger', () => {
    document.body.innerHTML =
      '<header data-controller="Header"><div class="header-menu"></div></header>';
    const header = document.querySelector('header') as HTMLElement;
    expect(() => attachController(headerControllerDefinition, header)).toThrow(
      'No .header-burger-btn in the header',
    );
    header.innerHTML = '<button class="header-burger-btn"></button>';
    expect(() => attachController(headerControllerDefinition, header)).toThrow(
      'No .header-menu in the header',
    );
  });
});
