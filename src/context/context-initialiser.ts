// The first of the page's features (initialisers/index.ts): reads the page context into the
// store, so that every initialiser after it, and every unit (none mounts before the features have
// run, src/runtime/runtime.ts), reads the page's own. Until then the store holds the defaults.
import { initialState } from '../store/store';
import type { InitialiserDefinition } from '../runtime/types';
import { readPageContext } from './read-context';

export const pageContextInitialiser: InitialiserDefinition = {
  name: 'page-context',
  init({ store, log }) {
    const reading = readPageContext(document);
    if (reading.error) log.error(`Page context unreadable, using defaults: ${reading.error}`);
    // Nothing else has written to the store yet: the features come first.
    store.setState(initialState(reading.context), true);
    log.debug(`Context read from ${reading.context.source}`);
  },
};
