// Which slides a carousel loads ahead (widgets.md section 4: load around the current index with a
// preload count, wrapping when looping).

/** The slides in view and `preload` on each side of them (wrapping when the carousel loops). */
export function slidesAround(
  inView: readonly number[],
  count: number,
  loop: boolean,
  preload = 1,
): number[] {
  const wanted = new Set<number>();
  for (const index of inView) {
    for (let candidate = index - preload; candidate <= index + preload; candidate += 1) {
      if (loop) wanted.add(((candidate % count) + count) % count);
      else if (candidate >= 0 && candidate < count) wanted.add(candidate);
    }
  }
  return Array.from(wanted).sort((a, b) => a - b);
}
