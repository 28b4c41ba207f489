// Effects (runtime.md sections 4 and 9; widgets.md sections 3, 4 and 9): elements coming in on
// scroll in the template's animation style, block animations (the `animation-loaded` marker),
// section entrance animations and text highlights. The core only looks for such elements; the
// `effects` pack does the rest. It runs at boot: a template hides block and section animations
// until they are marked, so the sooner the pack is here, the sooner they show. Every effect is off
// (content shown at once, in its final state) under prefers-reduced-motion, nomotion=true, the
// site's animations setting turned off, and in the editor.
import type { InitialiserDefinition } from '../../src/runtime/types';
import type { EffectsPack } from './pack-exports';
import {
  BLOCK_ANIMATION_SELECTOR,
  EFFECTS_SELECTOR,
  SECTION_ANIMATION_SELECTOR,
} from './selectors';
import * as dom from '../../src/lib/dom';

export const EFFECTS_PACK = 'effects';

export const effectsInitialiser: InitialiserDefinition = {
  name: 'effects',
  init({ context, signal, log, loadPack }) {
    if (!dom.query(document, EFFECTS_SELECTOR)) return;
    return loadPack<EffectsPack>(EFFECTS_PACK).then(
      (pack) => (signal.aborted ? undefined : pack.startEffects({ context, log })),
      (error: unknown) => {
        log.error('The effects could not be loaded: animated content is shown as it is', error);
        showWithoutAnimation(document);
        return undefined;
      },
    );
  },
};

/** Whatever the template hides until marked must not stay hidden when the pack cannot come. */
function showWithoutAnimation(doc: Document): void {
  for (const element of dom.queryAll(doc, BLOCK_ANIMATION_SELECTOR)) {
    element.classList.add('animation-disabled', 'animation-loaded');
  }
  for (const section of dom.queryAll(doc, SECTION_ANIMATION_SELECTOR)) {
    section.setAttribute('data-active', '');
  }
}
