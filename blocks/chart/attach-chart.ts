import { formatMessage } from '../../src/i18n/strings';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { drawChart } from './draw-chart';
import { paletteColours } from './palettes';
import type { ChartData } from './read-chart';
import './chart.css';
import { element } from '../../src/lib/element';
import { VISUALLY_HIDDEN } from '../../src/lib/visually-hidden';

// Our words: the spec has none for the chart's parts.
export const chartStrings = {
  untitled: 'Chart',
  summary:
    '{kind} chart of {series} by {label}, {count} values. The numbers are in the table below.',
  kinds: { bar: 'Bar', line: 'Line', pie: 'Pie' },
  data: 'Chart data',
  legend: 'Legend',
};

let charts = 0;

function dataTable(data: ChartData, format: (value: number) => string): HTMLTableElement {
  const table = element('table', 'sr-chart__table');
  const head = table.createTHead().insertRow();
  for (const name of [data.labelName, ...data.series.map((series) => series.name)]) {
    const cell = element('th', '', name);
    cell.scope = 'col';
    head.append(cell);
  }
  const body = table.createTBody();
  data.labels.forEach((label, index) => {
    const row = body.insertRow();
    const header = element('th', '', label);
    header.scope = 'row';
    row.append(header);
    for (const series of data.series)
      row.append(element('td', '', format(series.values[index] ?? 0)));
  });
  return table;
}

/** The chart block (see ./index.ts). */
export function attachChart(props: BlockProps<ChartData>): Cleanup {
  const { data, server } = props;
  const locale = window.SiteRuntime?.store.getState().context.website.language ?? 'en-US';
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const format = (value: number) => numbers.format(value);
  const colours = paletteColours(data.palette);
  const id = `sr-chart-${(charts += 1)}`;

  const figure = element('figure', 'sr-chart');
  const title = element('figcaption', 'sr-chart__title', data.title || chartStrings.untitled);
  title.id = `${id}-title`;
  const summary = element(
    'p',
    `sr-chart__summary ${VISUALLY_HIDDEN}`,
    formatMessage(chartStrings.summary, {
      kind: chartStrings.kinds[data.kind],
      series: data.series.map((series) => series.name).join(', '),
      label: data.labels.length === 1 ? (data.labels[0] ?? '') : `${data.labels.length} categories`,
      count: data.labels.length * data.series.length,
    }),
  );
  summary.id = `${id}-summary`;
  const drawing = drawChart(data, colours, format);
  drawing.setAttribute('aria-labelledby', title.id);
  drawing.setAttribute('aria-describedby', summary.id);
  figure.append(title, drawing, summary);

  // The legend names the colours: the series, or the slices of a pie.
  const keys = data.kind === 'pie' ? data.labels : data.series.map((series) => series.name);
  if (data.legend && keys.length > 1) {
    const legend = element('ul', 'sr-chart__legend');
    legend.setAttribute('aria-label', chartStrings.legend);
    keys.forEach((key, index) => {
      const item = element('li', 'sr-chart__key', key);
      const swatch = element('span', 'sr-chart__swatch');
      swatch.setAttribute('aria-hidden', 'true');
      swatch.style.background = colours[index % colours.length] ?? '#1f5fa8';
      item.prepend(swatch);
      legend.append(item);
    });
    figure.append(legend);
  }
  const details = element('details', 'sr-chart__data');
  details.append(element('summary', '', chartStrings.data), dataTable(data, format));
  figure.append(details);
  if (data.caption) figure.append(element('p', 'sr-chart__caption', data.caption));

  server.stash();
  server.add(figure, server.container);
  return () => undefined;
}
