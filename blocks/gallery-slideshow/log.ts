import { createLogger } from '../../src/runtime/logger';

/** Messages of the slideshow sections: `[site-runtime] gallery-slideshow: …`. */
export const slideshowLog = createLogger('gallery-slideshow');
