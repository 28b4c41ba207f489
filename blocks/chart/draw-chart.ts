// Draws a chart's SVG: bars (up, or across when flipped) or lines over a value axis with its
// gridlines, or a pie of the first series. A fixed viewBox scaled to the block's width: the
// drawing keeps its proportions, whatever the width. Each mark has a title, the pointer's tooltip.
import type { ChartData } from './read-chart';
import { valueScale } from './scale';
import * as dom from '../../src/lib/dom';

export const VIEW = { width: 640, height: 360 } as const;
const PAD = { top: 16, right: 16, bottom: 40, left: 56 } as const;

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number> = {},
): SVGElementTagNameMap[K] {
  const node = dom.createSvg(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

function titled<T extends SVGElement>(node: T, text: string): T {
  const title = svg('title');
  title.textContent = text;
  node.append(title);
  return node;
}

const round = (value: number) => Math.round(value * 100) / 100;

function axes(data: ChartData, format: (value: number) => string, group: SVGGElement) {
  const values = data.series.flatMap((series) => series.values);
  const scale = valueScale(values);
  const plot = {
    x: PAD.left,
    y: PAD.top,
    width: VIEW.width - PAD.left - PAD.right,
    height: VIEW.height - PAD.top - PAD.bottom,
  };
  const across = data.kind === 'bar' && data.flip;
  const position = (value: number) =>
    across
      ? plot.x + ((value - scale.min) / (scale.max - scale.min)) * plot.width
      : plot.y + plot.height - ((value - scale.min) / (scale.max - scale.min)) * plot.height;
  for (const tick of scale.ticks) {
    const at = round(position(tick));
    group.append(
      across
        ? svg('line', {
            x1: at,
            x2: at,
            y1: plot.y,
            y2: plot.y + plot.height,
            class: 'sr-chart__grid',
          })
        : svg('line', {
            x1: plot.x,
            x2: plot.x + plot.width,
            y1: at,
            y2: at,
            class: 'sr-chart__grid',
          }),
    );
    const label = across
      ? svg('text', {
          x: at,
          y: plot.y + plot.height + 16,
          'text-anchor': 'middle',
          class: 'sr-chart__tick',
        })
      : svg('text', {
          x: plot.x - 8,
          y: at,
          'text-anchor': 'end',
          'dominant-baseline': 'middle',
          class: 'sr-chart__tick',
        });
    label.textContent = format(tick);
    group.append(label);
  }
  return { plot, position, across, zero: position(Math.max(scale.min, Math.min(0, scale.max))) };
}

function categoryLabels(
  data: ChartData,
  slot: (index: number) => number,
  across: boolean,
  plot: { x: number; y: number; width: number; height: number },
  group: SVGGElement,
) {
  data.labels.forEach((label, index) => {
    const text = across
      ? svg('text', {
          x: plot.x - 8,
          y: round(slot(index)),
          'text-anchor': 'end',
          'dominant-baseline': 'middle',
          class: 'sr-chart__label',
        })
      : svg('text', {
          x: round(slot(index)),
          y: plot.y + plot.height + 18,
          'text-anchor': 'middle',
          class: 'sr-chart__label',
        });
    text.textContent = label.length > 14 ? `${label.slice(0, 13)}…` : label;
    group.append(text);
  });
}

function bars(
  data: ChartData,
  colours: string[],
  format: (value: number) => string,
  group: SVGGElement,
) {
  const { plot, position, across, zero } = axes(data, format, group);
  const count = data.labels.length;
  const band = (across ? plot.height : plot.width) / count;
  const inner = band * 0.8;
  const barSize = inner / data.series.length;
  const slot = (index: number) => (across ? plot.y : plot.x) + band * index + band / 2;
  data.series.forEach((series, s) => {
    series.values.forEach((value, index) => {
      const start = (across ? plot.y : plot.x) + band * index + (band - inner) / 2 + barSize * s;
      const end = position(value);
      const rect = across
        ? svg('rect', {
            x: round(Math.min(zero, end)),
            y: round(start),
            width: round(Math.abs(end - zero)),
            height: round(barSize * 0.92),
          })
        : svg('rect', {
            x: round(start),
            y: round(Math.min(zero, end)),
            width: round(barSize * 0.92),
            height: round(Math.abs(end - zero)),
          });
      rect.setAttribute('fill', colours[s % colours.length] ?? '#1f5fa8');
      group.append(titled(rect, `${data.labels[index]}, ${series.name}: ${format(value)}`));
    });
  });
  categoryLabels(data, slot, across, plot, group);
}

function lines(
  data: ChartData,
  colours: string[],
  format: (value: number) => string,
  group: SVGGElement,
) {
  const { plot, position } = axes(data, format, group);
  const count = data.labels.length;
  const slot = (index: number) =>
    plot.x + (count === 1 ? plot.width / 2 : (plot.width * index) / (count - 1));
  data.series.forEach((series, s) => {
    const colour = colours[s % colours.length] ?? '#1f5fa8';
    const points = series.values.map(
      (value, index) => `${round(slot(index))},${round(position(value))}`,
    );
    group.append(
      svg('polyline', {
        points: points.join(' '),
        fill: 'none',
        stroke: colour,
        'stroke-width': 2.5,
      }),
    );
    series.values.forEach((value, index) => {
      const dot = svg('circle', {
        cx: round(slot(index)),
        cy: round(position(value)),
        r: 4,
        fill: colour,
      });
      group.append(titled(dot, `${data.labels[index]}, ${series.name}: ${format(value)}`));
    });
  });
  categoryLabels(data, slot, false, plot, group);
}

function pie(
  data: ChartData,
  colours: string[],
  format: (value: number) => string,
  group: SVGGElement,
) {
  const series = data.series[0];
  if (!series) return;
  const values = series.values.map((value) => Math.max(0, value));
  const total = values.reduce((sum, value) => sum + value, 0) || 1;
  const cx = VIEW.width / 2;
  const cy = VIEW.height / 2;
  const r = VIEW.height / 2 - 16;
  let angle = -Math.PI / 2;
  values.forEach((value, index) => {
    const sweep = (value / total) * Math.PI * 2;
    const colour = colours[index % colours.length] ?? '#1f5fa8';
    const label = `${data.labels[index]}: ${format(value)} (${Math.round((value / total) * 100)}%)`;
    if (sweep >= Math.PI * 2 - 1e-9) {
      group.append(titled(svg('circle', { cx, cy, r, fill: colour }), label));
    } else if (sweep > 0) {
      const x1 = cx + r * Math.cos(angle);
      const y1 = cy + r * Math.sin(angle);
      const x2 = cx + r * Math.cos(angle + sweep);
      const y2 = cy + r * Math.sin(angle + sweep);
      const d = `M${cx},${cy} L${round(x1)},${round(y1)} A${r},${r} 0 ${sweep > Math.PI ? 1 : 0},1 ${round(x2)},${round(y2)} Z`;
      group.append(
        titled(svg('path', { d, fill: colour, stroke: '#fff', 'stroke-width': 1.5 }), label),
      );
    }
    angle += sweep;
  });
}

export function drawChart(
  data: ChartData,
  colours: string[],
  format: (value: number) => string,
): SVGSVGElement {
  const root = svg('svg', {
    viewBox: `0 0 ${VIEW.width} ${VIEW.height}`,
    class: 'sr-chart__svg',
    role: 'img',
  });
  const group = svg('g');
  if (data.kind === 'pie') pie(data, colours, format, group);
  else if (data.kind === 'line') lines(data, colours, format, group);
  else bars(data, colours, format, group);
  root.append(group);
  return root;
}
