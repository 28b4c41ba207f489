import { createLogger } from '../../src/runtime/logger';

/** Messages of the 7.0 gallery block: `[site-runtime] gallery: …`. */
export const galleryLog = createLogger('gallery');
