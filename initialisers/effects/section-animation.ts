// 7.1 section entrance animations: a `.page-section` with `data-animation="fade-up"` (fade-left,
// fade-right, scale-up, clip-up, clip-left, clip-right) is hidden by the template until it has
// `data-active` (site.css of ../shared/real-pages/assets/), set here once the section is seen.
// Still: set at once, with the transition turned off.
import type { DomChanges } from './dom-changes';

export const ACTIVE_ATTRIBUTE = 'data-active';

export function activateSection(section: Element, changes: DomChanges): void {
  changes.setAttribute(section, ACTIVE_ATTRIBUTE, '');
}

export function activateSectionStill(section: Element, changes: DomChanges): void {
  if (section instanceof HTMLElement) changes.styles.set(section, 'transition', 'none');
  activateSection(section, changes);
}
