// Starts every effect of the page (see ./index.ts) and keeps up with content added later (10 ms
// after the last addition). Whatever an effect hides is shown when it is seen, when focus reaches
// it, when the visitor comes to prefer reduced motion, before printing, and on destroy().
import type { PageContext } from '../../src/context/types';
import { reducedMotionQuery } from '../../src/lib/motion';
import type { Cleanup, Logger } from '../../src/runtime/types';
import { markLoaded, markStill } from './block-animation';
import { DomChanges } from './dom-changes';
import { ANIMATIONS_TWEAK, stillReason } from './motion-policy';
import { scrollIn, scrollInStyle, scrollInTiming, type ScrollIn } from './scroll-in';
import { activateSection, activateSectionStill } from './section-animation';
import {
  BLOCK_ANIMATION_SELECTOR,
  SCROLL_IN_SELECTOR,
  SECTION_ANIMATION_SELECTOR,
  TEXT_EFFECT_SELECTOR,
} from './selectors';
import {
  MUTATION_DEBOUNCE_MS,
  textEffectsHost,
  whenFontsReady,
  type TextEffectsHost,
} from './text-effects';
import { watchVisibility } from './visibility';
import * as dom from '../../src/lib/dom';
import './effects.css';

/** Elements that keep their own animation instead of the site's (the template's markers). */
const OVERRIDDEN = '[data-animation-override], [data-override-initial-global-animation]';

type Pending =
  | { kind: 'scroll' }
  | { kind: 'block' }
  | { kind: 'section' }
  | { kind: 'text'; host: TextEffectsHost };

export interface EffectsOptions {
  context: Pick<PageContext, 'tweaks'>;
  log: Logger;
  doc?: Document;
}

export function startEffects({ context, log, doc = document }: EffectsOptions): Cleanup {
  const changes = new DomChanges();
  const controller = new AbortController();
  const { signal } = controller;
  const reason = stillReason(context, doc);
  const style = scrollInStyle(context);
  // The global style applies only when the site turned animations on.
  const scroll: ScrollIn | null =
    reason === null && style !== null && context.tweaks[ANIMATIONS_TWEAK] === 'true'
      ? scrollIn(style, scrollInTiming(context), changes)
      : null;
  if (reason) log.debug(`effects stay still: ${reason}`);

  const handled = new WeakSet<Element>();
  const pending = new Map<Element, Pending>();
  const hosts: TextEffectsHost[] = [];
  const fontsReady = whenFontsReady();

  function show(element: Element, still: boolean): void {
    const item = pending.get(element);
    if (!item) return;
    pending.delete(element);
    if (item.kind === 'scroll') scroll?.show(element);
    else if (item.kind === 'block') {
      if (still) markStill(element, changes);
      else markLoaded(element, changes, signal);
    } else if (item.kind === 'section') {
      if (still) activateSectionStill(element, changes);
      else activateSection(element, changes);
    } else {
      // One span seen draws the block's every highlight.
      for (const span of item.host.spans) pending.delete(span);
      void fontsReady.then(() => {
        if (!signal.aborted) item.host.draw(!still);
      });
    }
  }

  const watcher = watchVisibility({
    first: (element, place) => {
      if (pending.get(element)?.kind === 'scroll') scroll?.place(element, place);
    },
    seen: (element) => show(element, false),
  });

  function watch(element: Element, item: Pending): void {
    pending.set(element, item);
    watcher.observe(element);
  }

  function take(root: ParentNode): void {
    const each = (selector: string, handle: (element: Element) => void) => {
      const found = root instanceof Element && root.matches(selector) ? [root] : [];
      for (const element of [...found, ...dom.queryAll(root, selector)]) {
        if (handled.has(element)) continue;
        handled.add(element);
        handle(element);
      }
    };
    each(BLOCK_ANIMATION_SELECTOR, (element) => {
      if (reason) markStill(element, changes);
      else watch(element, { kind: 'block' });
    });
    each(SECTION_ANIMATION_SELECTOR, (section) => {
      if (reason) activateSectionStill(section, changes);
      else watch(section, { kind: 'section' });
    });
    if (scroll) {
      each(SCROLL_IN_SELECTOR, (element) => {
        if (!element.closest(OVERRIDDEN)) watch(element, { kind: 'scroll' });
      });
    }
    each(TEXT_EFFECT_SELECTOR, (script) => {
      if (!(script instanceof HTMLScriptElement)) return;
      const host = textEffectsHost(script, changes);
      if (!host) return;
      hosts.push(host);
      if (reason) {
        void fontsReady.then(() => {
          if (!signal.aborted) host.draw(false);
        });
      } else {
        for (const span of host.spans) watch(span, { kind: 'text', host });
      }
    });
  }

  /** Shows everything still waiting, without animation. */
  function showAll(): void {
    for (const element of Array.from(pending.keys())) show(element, true);
  }

  take(doc);

  // Focus reaching content that waits to come in brings it in at once.
  dom.on(
    doc,
    'focusin',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const waiting = target?.closest(SCROLL_IN_SELECTOR);
      if (waiting) show(waiting, true);
    },
    { signal },
  );
  dom.view(doc)?.addEventListener('beforeprint', showAll, { signal });
  reducedMotionQuery()?.addEventListener(
    'change',
    (event) => {
      if ((event as MediaQueryListEvent).matches) showAll();
    },
    { signal },
  );

  // Content added later (a list loading more, a block mounting its markup).
  let added: Node[] = [];
  let timer = 0;
  const mutations = new MutationObserver((records) => {
    for (const record of records) added.push(...Array.from(record.addedNodes));
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      const roots = added.filter((node): node is Element => node instanceof Element);
      added = [];
      for (const root of roots) if (root.isConnected) take(root);
    }, MUTATION_DEBOUNCE_MS);
  });
  mutations.observe(dom.body(doc), { childList: true, subtree: true });

  return () => {
    controller.abort();
    watcher.stop();
    mutations.disconnect();
    clearTimeout(timer);
    for (const host of hosts.splice(0)) host.stop();
    pending.clear();
    changes.restore();
  };
}
