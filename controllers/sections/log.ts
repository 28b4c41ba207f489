import { createLogger } from '../../src/runtime/logger';

/** Messages of the 7.1 section controllers: `[site-runtime] sections: …`. */
export const sectionsLog = createLogger('sections');
