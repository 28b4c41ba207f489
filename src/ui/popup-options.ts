import { useLayoutEffect, type CSSProperties } from 'react';
import { isRecord } from '../lib/coerce';
import * as dom from '../lib/dom';
import { describeValue } from '../lib/parsed';
import { createLogger } from '../runtime/logger';
import { EDGE_MARGIN, POPUP_PADDING } from './constants';
import { POPUP_STYLE } from './popup-style';

const log = createLogger('ui');

/**
 * Checks the texts handed to a popup by callers outside TypeScript (features passing server data):
 * each `required` key must hold a string and each `optional` key a string or nothing. Texts are
 * always rendered as plain text, never as HTML. Logs what is wrong.
 */
export function hasValidTexts(
  caller: string,
  options: unknown,
  required: readonly string[],
  optional: readonly string[],
): boolean {
  const record = isRecord(options) ? options : {};
  const wrong = [
    ...required.filter((key) => typeof record[key] !== 'string'),
    ...optional.filter((key) => record[key] !== undefined && typeof record[key] !== 'string'),
  ];
  if (isRecord(options) && wrong.length === 0) return true;
  log.error(
    `${caller}: expected plain-text strings for ${wrong.join(', ')}; nothing was shown.`,
    options,
  );
  return false;
}

export interface PopupSize {
  width: number;
  height: number;
}

export interface PopupPlacement {
  top: number;
  left: number;
}

/**
 * A popup's layout options (widgets.md section 5: "Popup options: style must be a number,
 * position a function, padding a number").
 */
export interface PopupLayoutOptions {
  /**
   * The platform's popup style code. Checked to be a number, as the spec asks; the spec shows
   * no style codes, so no code changes the look.
   */
  style?: number;
  /**
   * Where the popup goes: given its size and the viewport's, the viewport pixel of its top-left
   * corner. Kept 20 px inside the viewport's edges. Default: where the popup's kind puts it.
   */
  position?: (popup: PopupSize, viewport: PopupSize) => PopupPlacement;
  /** The popup's inner space, in pixels (default 20). */
  padding?: number;
}

/** What is wrong with the layout options, one reason each; none when they can be used. */
export function layoutProblems(options: unknown): string[] {
  const record = isRecord(options) ? options : {};
  const problems: string[] = [];
  const { style, position, padding } = record;
  if (style !== undefined && (typeof style !== 'number' || !Number.isFinite(style))) {
    problems.push(`style must be a number, got ${describeValue(style)}`);
  }
  if (position !== undefined && typeof position !== 'function') {
    problems.push(`position must be a function, got ${describeValue(position)}`);
  }
  if (
    padding !== undefined &&
    (typeof padding !== 'number' || !Number.isFinite(padding) || padding < 0)
  ) {
    problems.push(`padding must be a number of pixels, got ${describeValue(padding)}`);
  }
  return problems;
}

/** Logs what is wrong with the layout options; true when there is nothing (the popup may show). */
export function hasValidLayout(caller: string, options: unknown): boolean {
  const problems = layoutProblems(options);
  if (problems.length === 0) return true;
  log.error(`${caller}: ${problems.join('; ')}; nothing was shown.`);
  return false;
}

/** The popup's box: the spec's width, and its padding (20 unless asked otherwise). */
export function popupBoxStyle(padding: number | undefined): CSSProperties {
  return { ...POPUP_STYLE, padding: padding ?? POPUP_PADDING };
}

/**
 * Where `position` puts a popup of `size` in `viewport`, moved back inside the edge margin; null
 * when it gives no pair of finite numbers (or throws): the popup then stays where its kind puts
 * it, and the fault is logged.
 */
export function popupPlacement(
  position: NonNullable<PopupLayoutOptions['position']>,
  size: PopupSize,
  viewport: PopupSize,
): PopupPlacement | null {
  let placed: unknown;
  try {
    placed = position(size, viewport);
  } catch (error) {
    log.error('A popup position function threw; the popup stays in its place', error);
    return null;
  }
  const top = isRecord(placed) ? placed.top : undefined;
  const left = isRecord(placed) ? placed.left : undefined;
  if (typeof top !== 'number' || !Number.isFinite(top)) return wrongPlacement(placed);
  if (typeof left !== 'number' || !Number.isFinite(left)) return wrongPlacement(placed);
  const within = (value: number, room: number) =>
    Math.max(EDGE_MARGIN, Math.min(value, Math.max(EDGE_MARGIN, room - EDGE_MARGIN)));
  return {
    top: within(top, viewport.height - size.height),
    left: within(left, viewport.width - size.width),
  };
}

function wrongPlacement(placed: unknown): null {
  log.error(`A popup position must give {top, left} in pixels, got ${describeValue(placed)}`);
  return null;
}

/**
 * Places the popup whose element has `id` where `position` says, once it is drawn (its size is
 * known then), before the browser paints it.
 */
export function usePopupPosition(id: string, position: PopupLayoutOptions['position']): void {
  useLayoutEffect(() => {
    const popup = dom.byId(id);
    if (!position || !popup) return;
    const box = popup.getBoundingClientRect();
    const placed = popupPlacement(
      position,
      { width: box.width, height: box.height },
      { width: window.innerWidth, height: window.innerHeight },
    );
    if (!placed) return;
    popup.style.position = 'fixed';
    popup.style.margin = '0';
    popup.style.top = `${placed.top}px`;
    popup.style.left = `${placed.left}px`;
  }, [id, position]);
}
