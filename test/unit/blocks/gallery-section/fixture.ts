import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved with node:path, not `new URL`: under happy-dom the global URL is not Node's.
const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/gallery-sections-7.1.html',
);

export const MASONRY = '[data-controller="GalleryMasonry"]';
export const STRIPS = '[data-controller="GalleryStrips"]';
export const GRID = '[data-controller="GalleryGrid"]';

/** The fixture's HTML (real 7.1 gallery sections). */
export function galleryFixture(): string {
  return readFileSync(FIXTURE, 'utf8');
}

/** Puts the fixture into the document and returns the section matching `selector`. */
export function loadSection(selector: string): HTMLElement {
  document.body.innerHTML = galleryFixture();
  const section = document.querySelector<HTMLElement>(selector);
  if (!section) throw new Error(`fixtures/blocks/gallery-sections-7.1.html has no ${selector}`);
  return section;
}
