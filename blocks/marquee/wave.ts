// The marquee's path (widgets.md section 9): a wave whose length lies between 250 and 1000 px
// depending on the frequency (frequency x 0.1, clamped to 0 to 1: the higher, the shorter), its
// height set by the intensity; a straight line at intensity 0.

export const WAVE_LENGTH = { min: 250, max: 1000 } as const;

export function waveLength(frequency: number): number {
  const share = Math.min(1, Math.max(0, frequency * 0.1));
  return WAVE_LENGTH.max - (WAVE_LENGTH.max - WAVE_LENGTH.min) * share;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A path across `width` at height `y`, waving `amplitude` up and down every `length` px. */
export function wavePath(width: number, y: number, amplitude: number, length: number): string {
  if (amplitude <= 0) return `M0,${round(y)} L${round(width)},${round(y)}`;
  const half = length / 2;
  let d = `M0,${round(y)}`;
  for (let x = 0, up = true; x < width; x += half, up = !up) {
    d += ` Q${round(x + half / 2)},${round(up ? y - amplitude * 2 : y + amplitude * 2)} ${round(x + half)},${round(y)}`;
  }
  return d;
}
