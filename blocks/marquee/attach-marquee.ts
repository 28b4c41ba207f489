import { StyleJournal } from '../../src/images/style-journal';
import { motionAllowed } from '../../src/lib/motion';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import type { MarqueeData } from './read-marquee';
import { marqueeStrings } from './strings';
import { fillRuns, itemRun, runsToFill } from './text-runs';
import { wavePath, waveLength } from './wave';
import './marquee.css';
import { VISUALLY_HIDDEN } from '../../src/lib/visually-hidden';
import * as dom from '../../src/lib/dom';

/** widgets.md section 9. */
export const MIN_REGION_WIDTH_PX = 50;
export const REDRAW_DEBOUNCE_MS = 1000;
/** Our pace at speed 1 (the spec gives the factor, not the pace). */
export const BASE_SPEED_PX_PER_S = 60;
/** The template's line height of marquee text. */
const LINE_HEIGHT = 1.4;

let pathIds = 0;

function svgElement<K extends keyof SVGElementTagNameMap>(tag: K): SVGElementTagNameMap[K] {
  return dom.createSvg(tag);
}

/** The drawn length of a text element, or an estimate where the browser cannot measure. */
function textLength(text: SVGTextElement, characters: number, fontSize: number): number {
  try {
    const length = text.getComputedTextLength();
    if (Number.isFinite(length) && length > 0) return length;
  } catch {
    // Not laid out (no layout engine).
  }
  return characters * fontSize * 0.55;
}

function toggleIcon(playing: boolean): SVGSVGElement {
  const svg = svgElement('svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = svgElement('path');
  path.setAttribute('d', playing ? 'M4 3h3v10H4zM9 3h3v10H9z' : 'M5 3l8 5-8 5z');
  svg.append(path);
  return svg;
}

/**
 * Marquee block and scrolling component (see ./index.ts): the text along its wave in the block's
 * SVG, moved a frame at a time while it plays, is in view and the page is visible.
 */
export function attachMarquee(props: BlockProps<MarqueeData>): Cleanup {
  const { data, element, server, signal, id } = props;
  const marquee = element.querySelector<HTMLElement>('.Marquee');
  const svg = marquee?.querySelector<SVGSVGElement>('svg.Marquee-svg');
  if (!marquee || !svg) return () => undefined;
  const styles = new StyleJournal();
  const textHolder = svg.closest<HTMLElement>('h1, h2, h3, h4, p') ?? marquee;
  const hiddenCopy = marquee.querySelector('.v6-visually-hidden, .sr-only, .visually-hidden');

  // Our drawing, in the server's SVG: one path, one text along it.
  const group = svgElement('g');
  group.setAttribute('class', 'sr-marquee__drawing');
  const path = svgElement('path');
  const pathId = `sr-marquee-path-${(pathIds += 1)}`;
  path.id = pathId;
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'none');
  const text = svgElement('text');
  text.setAttribute('dominant-baseline', 'central');
  const along = svgElement('textPath');
  along.setAttribute('href', `#${pathId}`);
  text.append(along);
  group.append(path, text);
  server.add(group, svg);
  server.setAttribute(svg, 'data-sr-marquee', '');

  // Starts paused when the visitor or the page asks for less motion.
  let playing = motionAllowed();
  let hovered = false;
  let focused = false;
  let inView = false;
  let groupLength = MIN_REGION_WIDTH_PX;
  let offset = 0;
  let speed = BASE_SPEED_PX_PER_S * data.speed;

  function draw(): void {
    const fontSize = parseFloat(getComputedStyle(textHolder).fontSize) || 16;
    const width = Math.max(MIN_REGION_WIDTH_PX, marquee!.getBoundingClientRect().width);
    const amplitude = (data.waveIntensity / 10) * fontSize;
    const height = Math.ceil(fontSize * LINE_HEIGHT + amplitude * 2);
    const spacing = data.spacingEm * fontSize;
    server.setAttribute(svg!, 'viewBox', `0 0 ${width} ${height}`);
    styles.set(svg as unknown as HTMLElement, 'height', `${height}px`);
    path.setAttribute('d', wavePath(width, height / 2, amplitude, waveLength(data.waveFrequency)));
    // Measure one run, then fill the path and one run more, so the text wraps around unseen.
    along.replaceChildren(...itemRun(data.items, spacing, true));
    const characters = data.items.join('').length;
    groupLength = Math.max(MIN_REGION_WIDTH_PX, textLength(text, characters, fontSize) + spacing);
    const pathLength = width * (amplitude > 0 ? 1.3 : 1);
    fillRuns(along, data.items, spacing, runsToFill(pathLength, groupLength, data.items.length));
    offset %= groupLength;
    place();
  }

  function place(): void {
    // Left: the text moves towards the start of the path; right: towards its end.
    const start = data.direction === 'left' ? -offset : offset - groupLength;
    along.setAttribute('startOffset', String(Math.round(start * 100) / 100));
  }

  // The frame loop runs only while the text should move.
  let frame = 0;
  let last = 0;
  const moving = () =>
    playing && !hovered && !focused && inView && dom.visibilityState() === 'visible';
  function tick(time: number): void {
    frame = 0;
    if (!moving()) return;
    if (last) offset = (offset + (speed * (time - last)) / 1000) % groupLength;
    last = time;
    place();
    frame = requestAnimationFrame(tick);
  }
  function update(): void {
    marquee!.dataset.srMarquee = playing ? 'playing' : 'paused';
    if (moving() && !frame) {
      last = 0;
      frame = requestAnimationFrame(tick);
    } else if (!moving() && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  }

  // The control (WCAG 2.2.2): moving content that lasts over 5 s can be paused.
  const toggle = dom.create('button');
  toggle.type = 'button';
  toggle.className = 'sr-marquee__toggle';
  const label = () => {
    toggle.setAttribute('aria-label', playing ? marqueeStrings.pause : marqueeStrings.play);
    toggle.replaceChildren(toggleIcon(playing));
  };
  toggle.addEventListener(
    'click',
    () => {
      playing = !playing;
      label();
      update();
    },
    { signal },
  );
  label();
  server.add(toggle, marquee);
  if (getComputedStyle(marquee).position === 'static') styles.set(marquee, 'position', 'relative');

  // A linked marquee: one link over it, in its heading, holding the text screen readers read.
  if (data.link) {
    const link = dom.create('a');
    link.className = 'sr-marquee__link';
    link.href = data.link;
    server.add(link, textHolder);
    if (hiddenCopy && textHolder.contains(hiddenCopy)) {
      server.adopt(hiddenCopy, link);
    } else {
      const copy = dom.create('span');
      copy.className = `sr-marquee__text ${VISUALLY_HIDDEN}`;
      copy.textContent = data.items.join(' ');
      link.append(copy);
    }
    const focus = (value: boolean) => () => {
      focused = value;
      update();
    };
    link.addEventListener('focus', focus(true), { signal });
    link.addEventListener('blur', focus(false), { signal });
  }

  if (data.pauseOnHover) {
    const hover = (value: boolean) => (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      hovered = value;
      update();
    };
    marquee.addEventListener('pointerenter', hover(true), { signal });
    marquee.addEventListener('pointerleave', hover(false), { signal });
  }

  const visibility = new IntersectionObserver((entries) => {
    inView = entries.some((entry) => entry.isIntersecting);
    update();
  });
  visibility.observe(marquee);
  dom.on(document, 'visibilitychange', update, { signal });

  // Drawn again a second after the size last changed (widgets.md section 9).
  let redrawTimer = 0;
  let drawnWidth = 0;
  const resizes = new ResizeObserver(() => {
    const width = Math.round(marquee!.getBoundingClientRect().width);
    if (width === drawnWidth) return;
    clearTimeout(redrawTimer);
    redrawTimer = window.setTimeout(() => {
      drawnWidth = Math.round(marquee!.getBoundingClientRect().width);
      draw();
    }, REDRAW_DEBOUNCE_MS);
  });
  drawnWidth = Math.round(marquee.getBoundingClientRect().width);
  draw();
  resizes.observe(marquee);
  update();
  marquee.dataset.srMarqueeId = id;

  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(redrawTimer);
    visibility.disconnect();
    resizes.disconnect();
    styles.restore();
    delete marquee.dataset.srMarquee;
    delete marquee.dataset.srMarqueeId;
    speed = 0;
  };
}
