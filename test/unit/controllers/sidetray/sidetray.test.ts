import { afterEach, describe, expect, it } from 'vitest';
import { sidetrayDefinitions } from '../../../../controllers/sidetray/definition';
import { sidetrayControllers } from '../../../../controllers/sidetray';
import { controllerNames } from '../../../../src/runtime/controller-manager';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { attachController, press } from '../../support/attach-controller';

// The Skye family's side tray (fixtures/controllers/sidetray-7.0.html): the header's and the phone
// bar's NavToggle open #sideTrayWrapper, the close toggle beside it closes it; Folders and
// SocialToggle are disclosures.

afterEach(() => {
  document.body.className = '';
  document.body.innerHTML = '';
});

function startAll() {
  document.body.innerHTML = `${readControllerFixture('sidetray-7.0')}<main><a href="#x">Behind</a></main>`;
  const before = document.body.innerHTML;
  const running = Array.from(document.querySelectorAll<HTMLElement>('[data-controller]')).flatMap(
    (element) =>
      sidetrayDefinitions
        .filter((definition) =>
          controllerNames(element.getAttribute('data-controller')).includes(definition.name),
        )
        .map((definition) => attachController(definition, element)),
  );
  return { before, stopAll: () => running.reverse().forEach(({ stop }) => stop()) };
}

describe('the side tray', () => {
  it('makes the toggles named buttons that open the tray; the close toggle stays reachable', () => {
    const { before, stopAll } = startAll();
    const toggle = document.getElementById('navToggleMobile') as HTMLElement;
    const close = document.getElementById('navCloseToggle') as HTMLElement;
    const tray = document.getElementById('sideTrayWrapper') as HTMLElement;
    for (const element of [toggle, document.getElementById('navToggle') as HTMLElement]) {
      expect([
        element.getAttribute('role'),
        element.getAttribute('tabindex'),
        element.getAttribute('aria-label'),
      ]).toEqual(['button', '0', 'Open Menu']);
      expect(element.getAttribute('aria-controls')).toBe('sideTrayWrapper');
    }
    expect(close.getAttribute('aria-label')).toBe('Close Menu');
    toggle.focus();
    press('Enter');
    expect(document.body.classList.contains('sidetray-open')).toBe(true);
    expect(tray.contains(document.activeElement)).toBe(true);
    expect(close.closest('[inert]')).toBeNull();
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
    close.focus();
    press(' ');
    expect(document.body.classList.contains('sidetray-open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
    stopAll();
    expect(document.body.innerHTML).toBe(before);
  });

  it('opens a folder and the social links as disclosures', () => {
    const { stopAll } = startAll();
    const folder = document.querySelector<HTMLElement>(
      '[data-controller="Folders"]',
    ) as HTMLElement;
    const title = folder.querySelector<HTMLElement>('.folder-toggle') as HTMLElement;
    expect(title.getAttribute('aria-controls')).toBe(folder.querySelector('.subnav')?.id);
    title.click();
    expect([title.getAttribute('aria-expanded'), folder.classList.contains('folder-open')]).toEqual(
      ['true', true],
    );
    title.click();
    expect(title.getAttribute('aria-expanded')).toBe('false');
    const social = document.getElementById('socialEllipsis') as HTMLElement;
    expect(social.getAttribute('aria-label')).toBe('Social links');
    social.click();
    expect(document.body.classList.contains('social-open')).toBe(true);
    for (const search of Array.from(
      document.querySelectorAll('[data-controller="SearchToggle"]'),
    )) {
      expect(search.getAttribute('aria-label')).toBe('Search');
    }
    stopAll();
    expect(document.body.classList.contains('social-open')).toBe(false);
  });

  it('says why the others need no code', () => {
    expect(
      sidetrayControllers.filter((definition) => definition.static).map(({ name }) => name),
    ).toEqual(['NavOverflow', 'SidetrayBlocksOverflow', 'AddScrollingClass']);
  });
});
