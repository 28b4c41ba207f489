import { aspectOf } from '../../src/boxes/aspect-box';
import { asBoolean, asString, isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import { ANIMATION_BOX } from './index';

/**
 * Animation block: plays a Lottie animation.
 * Markup: `<div class="sqs-block animation-block sqs-block-animation" data-block-json='{...}'>
 * <div class="sqs-block-content"></div></div>` with JSON keys `animationUrl` (same-origin or CORS
 * JSON file) or `animationData` (the animation inline), `loop` and `autoplay` (both default true),
 * `width` and `height` (reserve the space before the animation loads) and `title` (its text
 * alternative).
 */
export interface AnimationData {
  animationUrl: string | null;
  animationData: Record<string, unknown> | null;
  loop: boolean;
  autoplay: boolean;
  /** Width / height, or null when neither the block nor the inline animation says. */
  aspectRatio: number | null;
  title: string;
}

export function readAnimationData(element: HTMLElement): AnimationData {
  const raw = readBlockJson(element);
  if (!isRecord(raw)) throw new BlockSkip('Animation block data is not an object');
  const animationData = isRecord(raw.animationData) ? raw.animationData : null;
  const animationUrl = asString(raw.animationUrl).trim() || null;
  if (!animationData && !animationUrl) {
    throw new BlockSkip('Animation block has neither animationUrl nor animationData');
  }
  return {
    animationUrl,
    animationData,
    loop: asBoolean(raw.loop, true),
    autoplay: asBoolean(raw.autoplay, true),
    // The rule the core reserved the box by: the stage takes exactly the room kept for it.
    aspectRatio: aspectOf(element, ANIMATION_BOX),
    title: asString(raw.title),
  };
}
