// Text highlights (widgets.md sections 3, 4 and 9): shapes drawn around the highlighted words of a
// text block, one per line of text, absolutely placed in the block (nothing moves), hidden from
// screen readers. Each animates once its words are seen, 250 ms later: draw (the stroke traced
// left to right, or right to left), fade, or fadeScale, over 0.75 s by default, each line's share
// scaled by its length (between 0.2 and 1 of the whole). They are drawn again, without animation,
// when the block's size or text changes (the text's changes 10 ms after the last).
import type { DomChanges } from './dom-changes';
import { shapePath } from './text-shapes';
import { readTextAttributes, type TextHighlight } from './text-attributes';
import * as dom from '../../src/lib/dom';
import { HIDDEN_SCALE } from '../../src/lib/motion';

/** widgets.md section 9. */
export const INITIAL_DELAY_MS = 250;
export const MUTATION_DEBOUNCE_MS = 10;
/** The longest wait for the web fonts before measuring the text ("global animation watch"). */
export const FONTS_WAIT_MS = 2000;
export const DURATION_SCALE = { min: 0.2, max: 1 } as const;
const RESIZE_DEBOUNCE_MS = 100;

export const HIGHLIGHT_SELECTOR = '.sqsrte-text-highlight[data-text-attribute-id]';

interface LineBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The line boxes of `span`, one per line it wraps over, relative to `origin`. */
export function lineBoxes(span: Element, origin: DOMRect): LineBox[] {
  const lines: Array<{ left: number; right: number; top: number; bottom: number }> = [];
  for (const rect of Array.from(span.getClientRects())) {
    if (rect.width <= 0 || rect.height <= 0) continue;
    const line = lines.find((candidate) => Math.abs(candidate.top - rect.top) < 1);
    if (line) {
      line.left = Math.min(line.left, rect.left);
      line.right = Math.max(line.right, rect.right);
      line.bottom = Math.max(line.bottom, rect.bottom);
    } else {
      lines.push({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
    }
  }
  return lines.map((line) => ({
    left: line.left - origin.left,
    top: line.top - origin.top,
    width: line.right - line.left,
    height: line.bottom - line.top,
  }));
}

/** Each line's share of the duration: its length against the longest, within 0.2 and 1. */
export function durationScale(width: number, longest: number): number {
  if (longest <= 0) return DURATION_SCALE.max;
  return Math.min(DURATION_SCALE.max, Math.max(DURATION_SCALE.min, width / longest));
}

function shapeNode(
  highlight: TextHighlight,
  box: LineBox,
  index: number,
  fontSize: string,
): HTMLElement {
  const node = dom.create('span');
  node.className = 'TextShape-node sr-text-shape';
  node.setAttribute('aria-hidden', 'true');
  node.dataset.textAttributeId = highlight.id;
  node.dataset.shape = highlight.shape;
  node.dataset.isFront = String(highlight.isFront);
  node.dataset.index = String(index);
  const style = node.style;
  // The stroke's width is in em of the highlighted words.
  style.fontSize = fontSize;
  style.left = `${box.left}px`;
  style.top = `${box.top}px`;
  style.width = `${box.width}px`;
  style.height = `${box.height}px`;
  style.setProperty('--stroke', highlight.stroke);
  style.setProperty('--stroke-width', highlight.strokeWidth);
  style.setProperty('--stroke-linecap', highlight.linecap);
  style.setProperty('--stroke-linejoin', highlight.shape === 'circle' ? 'bevel' : 'round');
  const svg = dom.createSvg('svg');
  svg.setAttribute('viewBox', `0 0 ${Math.max(1, box.width)} ${Math.max(1, box.height)}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('focusable', 'false');
  const path = dom.createSvg('path');
  path.setAttribute('d', shapePath(highlight.shape, box.width, box.height));
  svg.append(path);
  node.append(svg);
  return node;
}

function pathLength(path: SVGPathElement, fallback: number): number {
  try {
    const length = path.getTotalLength();
    return Number.isFinite(length) && length > 0 ? length : fallback;
  } catch {
    return fallback;
  }
}

/** Animates one drawn shape; returns the animation (or none where the browser has no WAAPI). */
function animateShape(
  node: HTMLElement,
  highlight: TextHighlight,
  delay: number,
  duration: number,
): Animation | null {
  const timing: KeyframeAnimationOptions = { delay, duration, easing: 'ease-out', fill: 'both' };
  if (typeof node.animate !== 'function') return null;
  if (highlight.animation === 'fade') return node.animate([{ opacity: 0 }, { opacity: 1 }], timing);
  if (highlight.animation === 'fadeScale') {
    return node.animate(
      [
        { opacity: 0, transform: `scale(${HIDDEN_SCALE})` },
        { opacity: 1, transform: 'scale(1)' },
      ],
      timing,
    );
  }
  const path = node.querySelector('path');
  if (!path || typeof path.animate !== 'function') return null;
  const length = pathLength(path, node.offsetWidth);
  path.style.strokeDasharray = `${length}`;
  const from = highlight.direction === 'left' ? -length : length;
  return path.animate([{ strokeDashoffset: from }, { strokeDashoffset: 0 }], timing);
}

export interface TextEffectsHost {
  /** Draws the shapes; animated the first time when `animate`. */
  draw: (animate: boolean) => void;
  /** The highlighted spans, to watch for being seen. */
  spans: Element[];
  stop: () => void;
}

/**
 * The highlights of one block (its TextAttributes-props script). Shapes go in the block's content
 * element, which gets `position: relative` (and its own stacking context, so shapes drawn behind
 * the text stay above the block's background) if it had no positioning.
 */
export function textEffectsHost(
  script: HTMLScriptElement,
  changes: DomChanges,
): TextEffectsHost | null {
  const highlights = readTextAttributes(script.textContent ?? '');
  const host = script.closest<HTMLElement>('.sqs-block-content') ?? script.parentElement;
  if (!host || highlights.length === 0) return null;
  const byId = new Map(highlights.map((highlight) => [highlight.id, highlight]));
  const spans = Array.from(host.querySelectorAll(HIGHLIGHT_SELECTOR)).filter((span) =>
    byId.has(span.getAttribute('data-text-attribute-id') ?? ''),
  );
  if (spans.length === 0) return null;
  if (getComputedStyle(host).position === 'static')
    changes.styles.set(host, 'position', 'relative');
  changes.styles.set(host, 'isolation', 'isolate');

  let nodes: HTMLElement[] = [];
  let animations: Animation[] = [];
  let drawn = false;

  function draw(animate: boolean): void {
    for (const animation of animations) animation.cancel();
    for (const node of nodes) node.remove();
    nodes = [];
    animations = [];
    const origin = host!.getBoundingClientRect();
    for (const span of spans) {
      const highlight = byId.get(span.getAttribute('data-text-attribute-id') ?? '');
      if (!highlight) continue;
      const boxes = lineBoxes(span, origin);
      const { fontSize } = getComputedStyle(span);
      const longest = Math.max(0, ...boxes.map((box) => box.width));
      let delay = INITIAL_DELAY_MS;
      boxes.forEach((box, index) => {
        const node = shapeNode(highlight, box, index, fontSize);
        host!.append(node);
        nodes.push(node);
        if (!animate || drawn) return;
        const duration = highlight.duration * 1000 * durationScale(box.width, longest);
        const animation = animateShape(node, highlight, delay, duration);
        if (animation) {
          // Cancelled when drawn again or stopped: not an error.
          animation.finished.catch(() => undefined);
          animations.push(animation);
        }
        delay += duration;
      });
    }
    drawn = true;
  }

  // Redrawn, still, when the block's size or its text changes.
  let resizeTimer = 0;
  let mutationTimer = 0;
  const redraw = () => {
    if (drawn) draw(false);
  };
  const resizes = new ResizeObserver(() => {
    clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(redraw, RESIZE_DEBOUNCE_MS);
  });
  resizes.observe(host);
  const mutations = new MutationObserver((records) => {
    // Our own shapes coming and going are not the text changing.
    const ours = records.every((record) =>
      [...record.addedNodes, ...record.removedNodes].every(
        (node) => node instanceof Element && node.classList.contains('sr-text-shape'),
      ),
    );
    if (ours && records.every((record) => record.type === 'childList')) return;
    clearTimeout(mutationTimer);
    mutationTimer = window.setTimeout(redraw, MUTATION_DEBOUNCE_MS);
  });
  mutations.observe(host, { childList: true, subtree: true, characterData: true });

  return {
    draw,
    spans,
    stop() {
      resizes.disconnect();
      mutations.disconnect();
      clearTimeout(resizeTimer);
      clearTimeout(mutationTimer);
      for (const animation of animations) animation.cancel();
      for (const node of nodes) node.remove();
    },
  };
}

/** Resolves when the page's web fonts are ready, or after 2 s, whichever comes first. */
export function whenFontsReady(): Promise<void> {
  const fonts = (document as Document & { fonts?: FontFaceSet }).fonts;
  if (!fonts) return Promise.resolve();
  return Promise.race([
    fonts.ready.then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FONTS_WAIT_MS)),
  ]);
}
