// The value axis: a "nice" range and ticks (1, 2, 2.5 or 5 times a power of ten) around the data.

export interface Scale {
  min: number;
  max: number;
  ticks: number[];
}

function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export function valueScale(values: number[], tickCount = 5): Scale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  // No spread to speak of (all zero, or tinier than any axis can show): a plain 0 to 1 axis.
  if (!(high - low > 1e-9)) {
    const min = Math.min(0, low);
    const max = Math.max(1, high);
    return { min, max, ticks: [min, max] };
  }
  const step = niceStep(high - low, tickCount);
  let min = Math.floor(low / step) * step;
  let max = Math.ceil(high / step) * step;
  // A value far below the step underflows in the division (5e-324 / 2 is 0): one more step.
  if (min > low) min -= step;
  if (max < high) max += step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step)
    ticks.push(Math.round(tick / step) * step);
  return { min, max, ticks };
}
