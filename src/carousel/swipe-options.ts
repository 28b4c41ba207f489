// What a drag may do at a carousel's ends, and where its slides come to rest (widgets.md section 5:
// "Swipe boundary must be none, hard or inertial. Snap points must be a percentage or 'none'").
// The spec names the values, not what each does; this is our reading, on embla:
// - boundary `inertial` (the default): a drag past the first or last slide meets a resistance
//   that grows with the distance, and springs back on release (embla's own edges);
// - `hard`: the track stops at its ends, and a drag goes no further;
// - `none`: no resistance past the ends; on release the track glides back to its nearest slide;
// - snap points `none`: a drag is not settled on a slide, the track glides on with the finger's
//   momentum and stops where that ends (embla's dragFree); the buttons still go slide by slide;
// - snap points `<n>%`: each slide comes to rest at n % of the free room in the view (0 % at its
//   start, 50 % in the middle, 100 % at its end), in place of the design's alignment.
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { SwipeBoundary } from '../enums/gallery';
import { describeValue } from '../lib/parsed';

export type SnapPoints = number | 'none';

export interface SwipeOptions {
  boundary: SwipeBoundary;
  /** null: the design's own alignment decides. */
  snapPoints: SnapPoints | null;
}

export const SWIPE_DEFAULTS: SwipeOptions = { boundary: 'inertial', snapPoints: null };

/** A reading: the value to use, and what was wrong with the one given (null: nothing). */
export interface SwipeReading<Value> {
  value: Value;
  problem: string | null;
}

/** `none`, `hard` or `inertial`; anything else is the default, with the reason. */
export function readSwipeBoundary(raw: unknown): SwipeReading<SwipeBoundary> {
  if (raw === undefined || raw === null || raw === '') {
    return { value: SWIPE_DEFAULTS.boundary, problem: null };
  }
  if (SwipeBoundary.has(raw)) return { value: raw, problem: null };
  return {
    value: SWIPE_DEFAULTS.boundary,
    problem: `swipe boundary ${describeValue(raw)} is not none, hard or inertial`,
  };
}

const PERCENTAGE = /^\s*(\d{1,3}(?:\.\d{1,4})?)\s*%\s*$/;

/** A percentage from 0 % to 100 % (a number with its % sign), or 'none'. */
export function readSnapPoints(raw: unknown): SwipeReading<SnapPoints | null> {
  if (raw === undefined || raw === null || raw === '') return { value: null, problem: null };
  if (raw === 'none') return { value: 'none', problem: null };
  const match = typeof raw === 'string' ? PERCENTAGE.exec(raw) : null;
  const percent = match ? Number(match[1]) : Number.NaN;
  if (percent >= 0 && percent <= 100) return { value: percent, problem: null };
  return {
    value: null,
    problem: `snap points ${describeValue(raw)} are not a percentage or 'none'`,
  };
}

/** The embla options the snap points ask for. */
export function snapOptions(
  snapPoints: SnapPoints | null,
): Pick<EmblaOptionsType, 'dragFree' | 'align'> {
  if (snapPoints === 'none') return { dragFree: true };
  if (snapPoints === null) return {};
  const share = snapPoints / 100;
  return { align: (viewSize, snapSize) => (viewSize - snapSize) * share };
}

/**
 * Gives a started embla the boundary asked for (again after each reInit: embla builds its engine
 * anew). A looping carousel has no ends. Without snapping, `none` keeps embla's edges: nothing
 * would bring a track dragged past its end back.
 */
export function applySwipeBoundary(api: EmblaCarouselType, boundary: SwipeBoundary): void {
  const engine = api.internalEngine();
  if (engine.options.loop || boundary === 'inertial') return;
  if (boundary === 'none') {
    if (!engine.options.dragFree) engine.scrollBounds.toggleActive(false);
    return;
  }
  // Hard: where the track is headed never passes its ends, so it stops there.
  engine.scrollBounds.constrain = () => {
    const target = engine.target.get();
    const kept = engine.limit.constrain(target);
    if (kept !== target) engine.target.set(kept);
  };
}
