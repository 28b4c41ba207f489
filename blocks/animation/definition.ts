import { asBoolean, asNumber, asString, isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';

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
  const width = asNumber(raw.width, asNumber(animationData?.w));
  const height = asNumber(raw.height, asNumber(animationData?.h));
  // Extreme sizes overflow to Infinity or underflow to 0: CSS gets a usable ratio or none.
  const ratio = width > 0 && height > 0 ? width / height : 0;
  return {
    animationUrl,
    animationData,
    loop: asBoolean(raw.loop, true),
    autoplay: asBoolean(raw.autoplay, true),
    aspectRatio: Number.isFinite(ratio) && ratio > 0 ? ratio : null,
    title: asString(raw.title),
  };
}
