import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved with node:path, not `new URL`: under happy-dom the global URL is not Node's.
const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/gallery-slideshows-7.1.html',
);

export const REEL = '[data-controller="GalleryReel"]';
export const FULL = '[data-controller="GalleryFullscreenSlideshow"]';
export const SIMPLE = '[data-controller="GallerySlideshowSimple"]';

/** The fixture's HTML (one 7.1 section of each slideshow kind). */
export function slideshowFixture(): string {
  return readFileSync(FIXTURE, 'utf8');
}

/** Puts the fixture into the document and returns the section matching `selector`. */
export function loadSection(selector: string): HTMLElement {
  document.body.innerHTML = slideshowFixture();
  const section = document.querySelector<HTMLElement>(selector);
  if (!section) throw new Error(`fixtures/blocks/gallery-slideshows-7.1.html has no ${selector}`);
  return section;
}
