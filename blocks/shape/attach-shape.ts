import { StyleJournal } from '../../src/images/style-journal';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { dropShadowFilter, shapeLog, type ShapeData } from './read-shape';
import { SHAPE_PATHS } from './shapes';
import './shape.css';
import { ownValue } from '../../src/lib/own-keys';
import * as dom from '../../src/lib/dom';

/** The shape's SVG: stretched to its box, or at its aspect, centred. Decorative. */
export function shapeSvg(data: ShapeData): SVGSVGElement {
  const height = data.stretched ? 100 : data.aspect;
  const svg = dom.createSvg('svg');
  svg.setAttribute('class', `sr-shape__svg sr-shape__svg--${data.shape}`);
  svg.setAttribute('viewBox', `0 0 100 ${height}`);
  svg.setAttribute('preserveAspectRatio', data.stretched ? 'none' : 'xMidYMid meet');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = dom.createSvg('path');
  path.setAttribute('d', ownValue(SHAPE_PATHS, data.shape) ?? (SHAPE_PATHS.rectangle as string));
  if (height !== 100) path.setAttribute('transform', `scale(1 ${height / 100})`);
  svg.append(path);
  if (data.dropShadow) svg.style.filter = dropShadowFilter(data.dropShadow);
  if (data.blendMode !== 'normal') svg.style.mixBlendMode = data.blendMode;
  return svg;
}

/** Shape block (type 71) and 2026 shape component: see ./index.ts. */
export function attachShape({ data, element, server }: BlockProps<ShapeData>): Cleanup {
  const styles = new StyleJournal();
  server.toggleClass(element, 'sr-shape', true);
  server.add(shapeSvg(data), data.frame);
  // A box the page gave no height (no fluid-engine cell, no template rule): the aspect gives it
  // one. That moves what follows, which a template avoids by sizing the block.
  if (data.container.getBoundingClientRect().height === 0) {
    shapeLog.debug(`Shape ${element.id}: its box has no height; sized at ${data.aspect}%`);
    styles.set(data.container, 'aspect-ratio', `100 / ${data.stretched ? 100 : data.aspect}`);
  }
  return () => styles.restore();
}
