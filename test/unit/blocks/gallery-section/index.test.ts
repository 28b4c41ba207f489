import { describe, expect, it } from 'vitest';
import {
  GALLERY_SECTION_PACK,
  gallerySectionBlocks,
  gallerySectionSelector,
} from '../../../../blocks/gallery-section';

describe('Gallery sections: what the core knows', () => {
  it('finds a controller alone or in a list, never one whose name only starts the same', () => {
    document.body.innerHTML = `
      <div id="alone" data-controller="GalleryMasonry"></div>
      <div id="spaced" data-controller="SectionWrapperController GalleryMasonry"></div>
      <div id="commas" data-controller="GalleryMasonry, MagicPaddingController"></div>
      <div id="other" data-controller="GalleryMasonryFullBleed"></div>
      <div id="strips" data-controller="GalleryStrips"></div>`;
    const found = Array.from(
      document.querySelectorAll(gallerySectionSelector('GalleryMasonry')),
      (element) => element.id,
    );
    expect(found).toEqual(['alone', 'spaced', 'commas']);
  });

  it('has one small definition per controller, claiming its name, all in the gallery-section pack, mounted at boot, its boxes reserved by its layout', () => {
    expect(gallerySectionBlocks.map(({ name }) => name)).toEqual([
      'gallery-masonry',
      'gallery-strips',
      'gallery-grid',
    ]);
    for (const definition of gallerySectionBlocks) {
      expect(definition).toEqual({
        name: definition.name,
        selector: expect.stringContaining('[data-controller~='),
        controllers: [expect.stringMatching(/^Gallery(Masonry|Strips|Grid)$/)],
        priority: 'critical',
        pack: GALLERY_SECTION_PACK,
        box: { gallery: definition.name.replace('gallery-', '') },
      });
    }
  });
});
