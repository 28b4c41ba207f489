import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { checkboxNavDefinitions } from '../../../../controllers/checkbox-nav/definition';
import { checkboxNavToggle } from '../../../../controllers/checkbox-nav';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { attachController, press } from '../../support/attach-controller';

// Templates whose menu and folders open with hidden checkboxes
// (fixtures/controllers/checkbox-nav-7.0.html, and generated variants): the labels become
// buttons, the checkbox's `checked` stays what the CSS reads.

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.className = '';
  document.body.className = '';
});

function startAll() {
  const before = document.body.innerHTML;
  const running = checkboxNavDefinitions.flatMap((definition) =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        definition.selector ?? `[data-controller*="${definition.name}"]`,
      ),
    ).map((element) => attachController(definition, element)),
  );
  return { before, stopAll: () => running.reverse().forEach(({ stop }) => stop()) };
}

describe('checkbox menus on the real markup', () => {
  it('the label opens the menu as a named button; folders are disclosures; all comes back', () => {
    document.body.innerHTML = `<div id="site">${readControllerFixture('checkbox-nav-7.0')}<main><a href="#x">Behind</a></main></div>`;
    const { before, stopAll } = startAll();
    const checkbox = document.getElementById('mobileNavToggle') as HTMLInputElement;
    const button = document.querySelector<HTMLElement>(
      '.mobile-nav-toggle-label [role="button"]',
    ) as HTMLElement;
    expect([
      button.getAttribute('aria-label'),
      button.getAttribute('aria-expanded'),
      button.tabIndex,
    ]).toEqual(['Open Menu', 'false', 0]);
    expect(document.querySelector('label[role]')).toBeNull();
    button.focus();
    press('Enter');
    expect(checkbox.checked).toBe(true);
    const overlay = document.getElementById('overlayNav') as HTMLElement;
    expect(overlay.contains(document.activeElement)).toBe(true);
    const folder = overlay.querySelector<HTMLElement>(
      '.folder-toggle-label [role="button"]',
    ) as HTMLElement;
    folder.focus();
    press(' ');
    const box = overlay.querySelector<HTMLInputElement>('.folder-toggle-box') as HTMLInputElement;
    expect([folder.getAttribute('aria-expanded'), box.checked]).toEqual(['true', true]);
    press('Escape');
    expect(checkbox.checked).toBe(false);
    expect(document.activeElement).toBe(button);
    stopAll();
    expect(document.body.innerHTML).toBe(before);
    expect(box.checked).toBe(false);
  });
});

describe('checkbox menus on generated markup', () => {
  it('every folder, with or without items, in any order, opens from its label and closes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 3 }), { maxLength: 4 }),
        fc.boolean(),
        (folders, labelFirst) => {
          const folderHtml = folders
            .map(
              (items, index) =>
                `<div class="folder"><input type="checkbox" id="f${index}" class="folder-toggle-box hidden"><label for="f${index}" class="folder-toggle-label">Folder ${index}</label><div class="subnav">${Array.from({ length: items }, (_, i) => `<a href="#f${index}-${i}">Item</a>`).join('')}</div></div>`,
            )
            .join('');
          const label =
            '<label for="menuBox" class="mobile-nav-toggle-label"><div class="bar"></div></label>';
          document.body.innerHTML = `${labelFirst ? label : ''}<input type="checkbox" id="menuBox" class="mobile-nav-toggle-box"><div id="overlay"><nav><a href="#home">Home</a>${folderHtml}</nav></div>${labelFirst ? '' : label}`;
          const { before, stopAll } = startAll();
          const button = document.querySelector<HTMLElement>(
            '.mobile-nav-toggle-label [role="button"]',
          ) as HTMLElement;
          button.click();
          expect((document.getElementById('menuBox') as HTMLInputElement).checked).toBe(true);
          folders.forEach((_, index) => {
            const trigger = document.querySelector<HTMLElement>(
              `label[for="f${index}"] [role="button"]`,
            ) as HTMLElement;
            trigger.click();
            expect((document.getElementById(`f${index}`) as HTMLInputElement).checked).toBe(true);
            expect(
              document.getElementById(trigger.getAttribute('aria-controls') ?? '')?.className,
            ).toBe('subnav');
          });
          button.click();
          expect((document.getElementById('menuBox') as HTMLInputElement).checked).toBe(false);
          stopAll();
          expect(document.body.innerHTML).toBe(before);
        },
      ),
      { numRuns: 30 },
    );
  }, 30_000);
});

describe('MobileNavController (doncab templates: the checkbox names it)', () => {
  const OPEN = 'mobile-menu-open';
  const classes = () => [
    document.documentElement.classList.contains(OPEN),
    document.body.classList.contains(OPEN),
  ];

  it('is one menu on the real markup: named button, mobile-menu-open, Escape, focus back', () => {
    document.body.innerHTML = readControllerFixture('banner-index-7.0');
    const { before, stopAll } = startAll();
    const checkbox = document.getElementById('mobileNavToggle') as HTMLInputElement;
    const buttons = document.querySelectorAll<HTMLElement>(
      'label[for="mobileNavToggle"] [role="button"]',
    );
    // CheckboxNavToggle leaves the checkbox to it: one button, one menu.
    expect(document.querySelectorAll(checkboxNavToggle.selector)).toHaveLength(0);
    expect(buttons).toHaveLength(1);
    const button = buttons[0] as HTMLElement;
    expect([button.getAttribute('aria-label'), button.getAttribute('aria-expanded')]).toEqual([
      'Open Menu',
      'false',
    ]);
    const overlay = document.getElementById('overlayNav') as HTMLElement;
    expect(button.getAttribute('aria-controls')).toBe(overlay.id);
    button.focus();
    press('Enter');
    expect([checkbox.checked, ...classes()]).toEqual([true, true, true]);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(overlay.contains(document.activeElement)).toBe(true);
    press('Escape');
    expect([checkbox.checked, ...classes()]).toEqual([false, false, false]);
    expect(document.activeElement).toBe(button);
    // A link followed in the menu closes it.
    button.click();
    overlay.querySelector<HTMLElement>('a[href]')?.click();
    expect([checkbox.checked, ...classes()]).toEqual([false, false, false]);
    button.click();
    stopAll();
    expect(document.body.innerHTML).toBe(before);
    expect([checkbox.checked, ...classes()]).toEqual([false, false, false]);
  });

  it('skips, with the reason, when it is not on a checkbox with an id', () => {
    document.body.innerHTML =
      '<div data-controller="MobileNavController"></div><label for="x">Menu</label>';
    expect(() => startAll()).toThrow('MobileNavController is not on a checkbox with an id');
  });

  it('on generated markup: any name list, label before or after, overlay by id or class', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'MobileNavController',
          'MobileOffset, MobileNavController',
          'MobileNavController AncillaryLayout',
        ),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (names, labelFirst, byId, bodyHadClass) => {
          document.body.className = bodyHadClass ? OPEN : '';
          const label = '<label for="navBox" class="mobile-nav-toggle-label"><svg></svg></label>';
          const bar = `<div class="mobile-bar-wrapper">${label}</div>`;
          const overlay = `<div class="overlay-nav-container"${byId ? ' id="overlayNav"' : ''}><div class="overlay-nav-wrapper"><nav><a href="#a">A</a><a href="#b">B</a></nav></div></div>`;
          const box = `<input type="checkbox" id="navBox" class="mobile-nav-toggle-box hidden" data-controller="${names}">`;
          document.body.innerHTML = labelFirst
            ? `${bar}${box}${overlay}<main><a href="#c">C</a></main>`
            : `${box}${bar}${overlay}<main><a href="#c">C</a></main>`;
          const { before, stopAll } = startAll();
          const buttons = document.querySelectorAll<HTMLElement>('label [role="button"]');
          expect(buttons).toHaveLength(1);
          const button = buttons[0] as HTMLElement;
          const panel = document.querySelector('.overlay-nav-container') as HTMLElement;
          expect(button.getAttribute('aria-controls')).toBe(panel.id);
          button.click();
          expect(classes()).toEqual([true, true]);
          expect(panel.contains(document.activeElement)).toBe(true);
          press('Escape');
          expect(classes()).toEqual([false, false]);
          expect(document.activeElement).toBe(button);
          button.click();
          stopAll();
          expect(document.body.innerHTML).toBe(before);
          expect(document.body.classList.contains(OPEN)).toBe(bodyHadClass);
          expect(document.documentElement.classList.contains(OPEN)).toBe(false);
        },
      ),
      { numRuns: 30 },
    );
  }, 30_000);
});
