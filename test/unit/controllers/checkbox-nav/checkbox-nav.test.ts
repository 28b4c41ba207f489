import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { checkboxNavDefinitions } from '../../../../controllers/checkbox-nav/definition';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { attachController, press } from '../../support/attach-controller';

// Templates whose menu and folders open with hidden checkboxes
// (fixtures/controllers/checkbox-nav-7.0.html, and generated variants): the labels become
// buttons, the checkbox's `checked` stays what the CSS reads.

afterEach(() => {
  document.body.innerHTML = '';
});

function startAll() {
  const before = document.body.innerHTML;
  const running = checkboxNavDefinitions.flatMap((definition) =>
    Array.from(document.querySelectorAll<HTMLElement>(definition.selector ?? '')).map((element) =>
      attachController(definition, element),
    ),
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
