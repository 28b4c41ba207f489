// The aspect box rule (./box-rule.ts): a block that draws a box of a fixed width / height ratio
// across its content box (an animation, say) is given that ratio before the first paint, so the
// box it draws once its pack arrives takes the place the page already kept for it.
import { asNumber, isRecord } from '../lib/coerce';
import { readBlockJson, defaultContainer } from '../runtime/block-data';
import type { StyleJournal } from '../images/style-journal';
import type { AspectBoxRule } from './box-rule';

/** The first key path of `paths` that holds a positive finite number in `data`, else 0. */
function firstPositive(data: unknown, paths: readonly string[]): number {
  for (const path of paths) {
    let value: unknown = data;
    for (const key of path.split('.')) value = isRecord(value) ? value[key] : undefined;
    const number = asNumber(value);
    if (number > 0) return number;
  }
  return 0;
}

/**
 * The width / height ratio `rule` finds in the block's JSON, or null when it finds none (or the
 * JSON cannot be read: the pack then skips the block with the reason).
 */
export function aspectOf(element: HTMLElement, rule: AspectBoxRule): number | null {
  let data: unknown;
  try {
    data = readBlockJson(element);
  } catch {
    return null;
  }
  const ratio = firstPositive(data, rule.aspect.width) / firstPositive(data, rule.aspect.height);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}

/** Gives the block's content box the ratio its JSON says (no read of layout); false when none. */
export function reserveAspect(
  element: HTMLElement,
  rule: AspectBoxRule,
  styles: StyleJournal,
): boolean {
  const ratio = aspectOf(element, rule);
  if (ratio === null) return false;
  styles.set(defaultContainer(element), 'aspect-ratio', String(ratio));
  return true;
}
