// Where a cover crop sits in its frame with advanced positioning (widgets.md section 3). The
// platform's loader keeps the focal point in the middle of the frame as far as the picture's
// edges allow, and writes that as a percentage of the overflow (a saved copy of its ImageLoader
// module, the object-position branch, in public code: find_string "useAdvancedPositioning").
// CSS object-position and background-position percentages mean the same thing, so one value
// serves both the img and a background picture. Image pack only.
import type { FocalPoint, Size } from './crop';

/** The scale at which a cover crop draws `image` in `frame`: it fills both sides. */
export function coverScale(frame: Size, image: Size): number {
  return Math.max(frame.width / image.width, frame.height / image.height);
}

/**
 * One axis: the drawn length, the frame's length and the focal point (0-1) give the percentage of
 * the overflow to shift by so the focal point is centred; no overflow: the focal point itself.
 */
export function focalOffset(drawn: number, frame: number, focal: number): number {
  const overflow = drawn - frame;
  if (overflow <= 0) return focal;
  return Math.max(Math.min(drawn * focal - frame / 2, overflow), 0) / overflow;
}

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/** CSS position of a cover crop of `image` in `frame` that centres `focal`; null if unmeasured. */
export function centredFocalPosition(frame: Size, image: Size, focal: FocalPoint): string | null {
  if (frame.width <= 0 || frame.height <= 0 || image.width <= 0 || image.height <= 0) return null;
  const scale = coverScale(frame, image);
  const x = focalOffset(Math.ceil(image.width * scale), frame.width, focal.x);
  const y = focalOffset(Math.ceil(image.height * scale), frame.height, focal.y);
  return `${percent(x)} ${percent(y)}`;
}
