// The gallery's slides as lightbox items (src/lightbox/types.ts).
import { lightboxImageItem } from '../../src/lightbox/image-item';
import type { LightboxItem } from '../../src/lightbox/types';
import type { GallerySlide } from './read-gallery';

export function lightboxItemsOf(slides: readonly GallerySlide[]): LightboxItem[] {
  return slides.map((slide): LightboxItem => {
    const source = slide.image?.settings.source ?? '';
    if (slide.type === 'video' && slide.embedUrl) {
      return {
        kind: 'video',
        embedUrl: slide.embedUrl,
        provider: slide.provider,
        title: slide.alt || 'Video',
        thumbnail: source || undefined,
      };
    }
    const item = slide.image ? lightboxImageItem(slide.image) : null;
    // A slide the loader could not read still has a place in the set (its alt, no picture).
    return item ?? { kind: 'image', src: source, alt: slide.alt };
  });
}

/** The history hash of an item (`itemId=<slide id>`), or null for a slide without an id. */
export function historyHashOf(slides: readonly GallerySlide[]) {
  return (index: number): string | null => {
    const id = slides[index]?.id;
    return id ? `itemId=${encodeURIComponent(id)}` : null;
  };
}
