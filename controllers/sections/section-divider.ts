// SectionDivider (7.1): a section whose bottom edge has a shape. The server clips the section's
// background (`.section-border`, style="clip-path: url(#section-divider-<id>)") with a clip path
// whose `d` is "M0,0", an empty shape: until script draws the edge, the background is not there
// at all. This draws it from the section's settings, and the optional stroke along it, again
// whenever the section's box changes. Nothing moves: a clip path and an SVG path take no room.
//
// Markup (fixtures/controllers/sections-7.1.html, from fixtures/real-pages/AryanBhatt01__…):
//
// <section class="page-section has-section-divider …" data-section-id="…"
//          data-current-context='{… "divider": { "enabled": true, "type": "rounded", … } …}'>
//   <div class="section-border" data-controller="SectionDivider"
//        style="clip-path: url(#section-divider-…);">
//     <div class="section-background"></div></div>
//   <div class="content-wrapper">…</div>
//   <div class="section-divider-display">
//     <div class="section-divider-block"></div>
//     <svg class="section-divider-svg-clip"><clipPath id="section-divider-…"
//          clipPathUnits="objectBoundingBox"><path class="section-divider-clip" d="M0,0"/>
//     </clipPath></svg>
//     <svg class="section-divider-svg-stroke" viewBox="0 0 1 1" preserveAspectRatio="none">
//       <path class="section-divider-stroke" d="M0,0" vector-effect="non-scaling-stroke"/></svg>
//   </div>
// </section>
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import { clipPathData, strokePathData, type DividerGeometry } from './divider-shapes';
import { DEFAULT_DIVIDER, readDivider, toPixels, type DividerSettings } from './read-divider';
import { sectionsLog } from './log';
import * as dom from '../../src/lib/dom';

/** The id in `url(#id)` of the element's clip-path, from its style (CSSOM or attribute). */
export function clipPathId(element: HTMLElement): string | null {
  const value = element.style.getPropertyValue('clip-path') || element.getAttribute('style') || '';
  return /url\(\s*["']?#([^"')\s]+)["']?\s*\)/.exec(value)?.[1] ?? null;
}

/** The geometry of the divider for a section box `width` × `height` (CSS pixels). */
export function dividerGeometry(
  settings: DividerSettings,
  box: { width: number; height: number },
  viewport: { width: number; height: number },
): DividerGeometry {
  const depthPx = toPixels(settings.height, viewport, box.height);
  const periodPx = toPixels(settings.width, viewport, box.width);
  const offsetPx = toPixels(settings.offset, viewport, box.width);
  return {
    shape: settings.shape,
    depth: box.height > 0 ? Math.min(1, Math.max(0, depthPx / box.height)) : 0,
    periods: periodPx > 0 ? box.width / periodPx : 1,
    phase: periodPx > 0 ? offsetPx / periodPx : 0,
    flipX: settings.flipX,
    flipY: settings.flipY,
  };
}

export function attachSectionDivider({ element, server, signal }: ControllerProps): void {
  const section = element.closest<HTMLElement>('.page-section, section') ?? element;
  const id = clipPathId(element);
  const clip = id
    ? dom.byId(id, element.ownerDocument)
    : section.querySelector('.section-divider-svg-clip clipPath');
  const clipPath = clip?.querySelector<SVGPathElement>('path.section-divider-clip, path');
  if (!clipPath) throw new BlockSkip('No clip path for the section divider');
  const stroke = section.querySelector<SVGPathElement>('.section-divider-svg-stroke path');
  const strokeBox = stroke?.ownerSVGElement ?? null;

  let settings = readDivider(section.getAttribute('data-current-context'));
  if (!settings) {
    sectionsLog.warn('A section divider has no readable settings: its edge is drawn straight');
    settings = DEFAULT_DIVIDER;
  } else if (settings.unknownType) {
    sectionsLog.warn(
      `Unknown section divider "${settings.unknownType}": its edge is drawn straight`,
    );
  }
  const chosen = settings;

  const draw = () => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const geometry = dividerGeometry(chosen, box, viewport);
    server.setAttribute(clipPath, 'd', clipPathData(geometry));
    if (!stroke || !strokeBox) return;
    const target = strokeBox.getBoundingClientRect();
    if (target.width === 0 || target.height === 0) return;
    // The stroke's SVG spans the divider display, not the border: map the edge into it.
    server.setAttribute(
      stroke,
      'd',
      strokePathData(geometry, ([x, y]) => [
        (box.left + x * box.width - target.left) / target.width,
        (box.top + y * box.height - target.top) / target.height,
      ]),
    );
  };

  // The observer reports the box once at the start, then on every change of size.
  const observer = new ResizeObserver(draw);
  observer.observe(element);
  if (strokeBox) observer.observe(strokeBox as unknown as Element);
  // A divider measured in vw follows the window even when the section keeps its size.
  window.addEventListener('resize', draw, { passive: true, signal });
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}
