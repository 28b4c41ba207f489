import { createLogger } from '../../src/runtime/logger';

/** Messages of the gallery sections: `[site-runtime] gallery-section: …`. */
export const galleryLog = createLogger('gallery-section');
