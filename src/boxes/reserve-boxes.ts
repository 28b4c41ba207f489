// Reserves the boxes of the blocks whose definition has a box rule (./box-rule.ts), in the first
// frame, after the browser's first layout and before its first paint (src/runtime/first-frame.ts):
// every read first (the layout is fresh, so a read costs no layout of its own), then every write.
// The pack that later mounts the block lays it out with the same code from the same numbers, so
// nothing moves, and the visitor who scrolls before it arrives sees the final page.
import { StyleJournal } from '../images/style-journal';
import { BlockSkip, type Logger } from '../runtime/types';
import { applyLayout, measureSpace } from './apply-gallery-layout';
import { reserveAspect } from './aspect-box';
import { isGalleryRule, type AspectBoxRule, type BoxRule } from './box-rule';
import { readGalleryBox, readGalleryBoxProps, type GalleryBox, type Layout } from './gallery-box';
import type { LayoutSpace } from './gallery-layouts';

/** A block whose boxes were reserved: what was read, and where its wrapper and items went. */
export interface ReservedBox {
  box: GalleryBox;
  layout: Layout;
  /** The wrapper's top in the viewport when it was laid out. */
  top: number;
}

/** The pack logs what is wrong with a section when it mounts it: the core says nothing twice. */
const QUIET: Logger = { debug: () => undefined, warn: () => undefined, error: () => undefined };

export class BoxReserver {
  private readonly styles = new StyleJournal();
  private readonly reserved = new Map<HTMLElement, ReservedBox>();
  /** Blocks given their ratio (the aspect rule): nothing for the gallery packs to take over. */
  private readonly aspects = new Set<HTMLElement>();

  /** Reserves each element's boxes once; returns those reserved by this call. */
  reserve(requests: ReadonlyArray<{ element: HTMLElement; rule: BoxRule }>): ReservedBox[] {
    const read: Array<{ element: HTMLElement; box: GalleryBox; space: LayoutSpace; top: number }> =
      [];
    const ratios: Array<{ element: HTMLElement; rule: AspectBoxRule }> = [];
    for (const { element, rule } of requests) {
      if (this.reserved.has(element) || this.aspects.has(element)) continue;
      // A ratio needs no reading of the layout: written with the other writes, after every read.
      if (!isGalleryRule(rule)) {
        ratios.push({ element, rule });
        continue;
      }
      try {
        const box = readGalleryBox(element, rule.gallery, readGalleryBoxProps(element, QUIET));
        const { space, box: rect } = measureSpace(box);
        // Not laid out (hidden, or not displayed yet): the pack lays it out once it is.
        if (space.width > 0) read.push({ element, box, space, top: rect.top });
      } catch (error) {
        // The pack skips the section with the reason when it mounts; nothing to reserve.
        if (!(error instanceof BlockSkip)) throw error;
      }
    }
    for (const { element, rule } of ratios) {
      if (reserveAspect(element, rule, this.styles)) this.aspects.add(element);
    }
    const laidOut = read.map(({ element, box, space, top }) => {
      const reserved = { box, layout: applyLayout(box, space, this.styles), top };
      this.reserved.set(element, reserved);
      return { reserved, space };
    });
    // Reserving can make the page overflow, and the scroll bar then takes its width from every
    // section: read each again (one layout for all), and lay out anew those whose width changed,
    // still before the first paint, or the pack would move them once it mounts.
    const remeasured = laidOut.map(({ reserved, space }) => ({
      reserved,
      space,
      now: measureSpace(reserved.box),
    }));
    for (const { reserved, space, now } of remeasured) {
      if (Math.abs(now.space.width - space.width) < 0.5) continue;
      reserved.layout = applyLayout(reserved.box, now.space, this.styles);
      reserved.top = now.box.top;
    }
    return remeasured.map(({ reserved }) => reserved);
  }

  /** Puts every style back (destroy()). */
  restore(): void {
    this.styles.restore();
    this.reserved.clear();
    this.aspects.clear();
  }
}
