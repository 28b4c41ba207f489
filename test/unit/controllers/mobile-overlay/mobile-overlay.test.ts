import { afterEach, describe, expect, it } from 'vitest';
import { mobileOverlayDefinitions } from '../../../../controllers/mobile-overlay/definition';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { attachController, press } from '../../support/attach-controller';

// The Brine family's overlay (fixtures/controllers/mobile-overlay-7.0.html): three
// MobileOverlayToggle controllers (the bar's button, the close button, the backdrop) share one
// menu; MobileOverlayFolders opens a folder and goes back.

afterEach(() => {
  document.body.className = '';
  document.body.innerHTML = '';
});

function startAll() {
  document.body.innerHTML = `${readControllerFixture('mobile-overlay-7.0')}<main><a href="#x">Behind</a></main>`;
  const before = document.body.innerHTML;
  const running = Array.from(document.querySelectorAll<HTMLElement>('[data-controller]')).flatMap(
    (element) =>
      mobileOverlayDefinitions
        .filter((definition) => element.getAttribute('data-controller') === definition.name)
        .map((definition) => attachController(definition, element)),
  );
  return { before, stopAll: () => running.reverse().forEach(({ stop }) => stop()) };
}

describe('MobileOverlayToggle and MobileOverlayFolders', () => {
  it('open the overlay from the bar, close it with the close button, Escape or the backdrop', () => {
    const { before, stopAll } = startAll();
    const open = document.querySelector<HTMLElement>('.Mobile-bar-menu') as HTMLElement;
    const close = document.querySelector<HTMLElement>('.Mobile-overlay-close') as HTMLElement;
    const backdrop = document.querySelector<HTMLElement>('.Mobile-overlay-back') as HTMLElement;
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(open.getAttribute('aria-label')).toBe('Open navigation menu');
    expect(backdrop.hasAttribute('role')).toBe(false);

    open.click();
    expect(document.body.classList.contains('is-mobile-overlay-active')).toBe(true);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('.Mobile-overlay')?.contains(document.activeElement)).toBe(true);
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
    close.click();
    expect(document.body.classList.contains('is-mobile-overlay-active')).toBe(false);
    expect(document.activeElement).toBe(open);

    open.click();
    press('Escape');
    expect(open.getAttribute('aria-expanded')).toBe('false');
    open.click();
    backdrop.click();
    expect(open.getAttribute('aria-expanded')).toBe('false');

    stopAll();
    expect(document.body.innerHTML).toBe(before);
  });

  it('opens a folder as a disclosure, goes back with its Back button, and resets on closing', () => {
    const { before, stopAll } = startAll();
    (document.querySelector('.Mobile-bar-menu') as HTMLElement).click();
    const menu = document.querySelector<HTMLElement>('.Mobile-overlay-menu') as HTMLElement;
    const trigger = menu.querySelector<HTMLElement>(
      '.Mobile-overlay-nav-item--folder',
    ) as HTMLElement;
    const folder = menu.querySelector<HTMLElement>(
      '[data-controller-folder="services"]',
    ) as HTMLElement;
    expect(trigger.getAttribute('aria-controls')).toBe(folder.id);
    trigger.click();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(menu.classList.contains('has-active-folder')).toBe(true);
    expect(folder.classList.contains('is-active-folder')).toBe(true);
    expect(folder.contains(document.activeElement)).toBe(true);
    (folder.querySelector('.Mobile-overlay-folder-item--toggle') as HTMLElement).click();
    expect(folder.classList.contains('is-active-folder')).toBe(false);
    expect(document.activeElement).toBe(trigger);
    trigger.click();
    press('Escape');
    expect(menu.classList.contains('has-active-folder')).toBe(false);
    stopAll();
    expect(document.body.innerHTML).toBe(before);
  });
});
