// The paths of the text highlight shapes, drawn in a box of one line of the highlighted text
// (width w, height h, in px, the origin at its top left). Our own drawings; wave is the default.
import type { ShapeName } from './text-attributes';

const round = (value: number) => Math.round(value * 100) / 100;

function wave(w: number, h: number): string {
  const y = h * 0.92;
  const amplitude = Math.max(1.5, h * 0.06);
  const half = Math.max(6, h * 0.4);
  let d = `M0,${round(y)}`;
  for (let x = 0, up = true; x < w; x += half, up = !up) {
    const end = Math.min(x + half, w);
    d += ` Q${round((x + end) / 2)},${round(up ? y - amplitude * 2 : y + amplitude * 2)} ${round(end)},${round(y)}`;
  }
  return d;
}

function zigzag(w: number, h: number): string {
  const top = h * 0.86;
  const bottom = h * 0.98;
  const step = Math.max(5, h * 0.25);
  let d = `M0,${round(bottom)}`;
  for (let x = step, up = true; x <= w + step / 2; x += step, up = !up) {
    d += ` L${round(Math.min(x, w))},${round(up ? top : bottom)}`;
  }
  return d;
}

function scribble(w: number, h: number): string {
  const y = h * 0.9;
  const loop = Math.max(8, h * 0.5);
  let d = `M0,${round(y)}`;
  for (let x = 0; x < w; x += loop) {
    const end = Math.min(x + loop, w);
    d += ` C${round(x + loop * 0.9)},${round(y - h * 0.2)} ${round(x + loop * 0.1)},${round(y - h * 0.2)} ${round(end)},${round(y)}`;
  }
  return d;
}

export function shapePath(shape: ShapeName, w: number, h: number): string {
  switch (shape) {
    case 'underline':
      return `M0,${round(h * 0.92)} L${round(w)},${round(h * 0.92)}`;
    case 'underlineCurve':
      return `M0,${round(h * 0.98)} Q${round(w * 0.5)},${round(h * 0.82)} ${round(w)},${round(h * 0.9)}`;
    case 'underlineDouble':
      return `M0,${round(h * 0.86)} L${round(w)},${round(h * 0.86)} M0,${round(h * 0.98)} L${round(w)},${round(h * 0.98)}`;
    case 'underlineZigzag':
      return zigzag(w, h);
    case 'scribble':
      return scribble(w, h);
    case 'circle': {
      const rx = w / 2 + h * 0.15;
      const ry = h / 2 + h * 0.1;
      return `M${round(w / 2 - rx)},${round(h / 2)} a${round(rx)},${round(ry)} 0 1,0 ${round(rx * 2)},0 a${round(rx)},${round(ry)} 0 1,0 ${round(-rx * 2)},0`;
    }
    case 'highlight':
      return `M0,${round(h * 0.62)} L${round(w)},${round(h * 0.62)}`;
    case 'wave':
      return wave(w, h);
  }
}
