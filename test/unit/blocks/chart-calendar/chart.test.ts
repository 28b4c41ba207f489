import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { chartDefinition } from '../../../../blocks/chart/definition';
import { cellNumber, DATASET_ERRORS, readChartJson } from '../../../../blocks/chart/read-chart';
import { valueScale } from '../../../../blocks/chart/scale';
import { BlockSkip } from '../../../../src/runtime/types';
import { attachBlock } from '../../support/attach-block';
import { anyText, jsonValue } from '../../properties/arbitraries';

const TABLE = {
  columns: ['Season', 'Harbour', 'Old town'],
  rows: [
    ['Spring', 12, 8],
    ['Summer', '24', 15],
  ],
};

const mounted: Array<() => void> = [];
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()));

describe('chart reader', () => {
  it('reads the variant, the labels and the series of the data table', () => {
    expect(readChartJson({ chartType: 1010, title: 'Visitors', dataTable: TABLE })).toEqual({
      kind: 'line',
      title: 'Visitors',
      caption: '',
      labelName: 'Season',
      labels: ['Spring', 'Summer'],
      series: [
        { name: 'Harbour', values: [12, 24] },
        { name: 'Old town', values: [8, 15] },
      ],
      legend: true,
      palette: 'default',
      flip: false,
    });
    expect(
      readChartJson({
        chartType: 1011,
        dataTable: [
          ['Way', 'Share'],
          ['Train', 46],
        ],
      }).kind,
    ).toBe('pie');
    expect(
      readChartJson({
        dataTable: {
          data: [
            ['a', 'b'],
            ['x', '1,200'],
          ],
        },
      }).series[0]?.values,
    ).toEqual([1200]);
  });

  it("skips a dataset the spec's messages reject", () => {
    expect(() => readChartJson({ dataTable: { columns: ['Only'], rows: [['a']] } })).toThrow(
      DATASET_ERRORS.noColumn,
    );
    expect(() => readChartJson({ dataTable: { columns: ['a', 'b'], rows: [] } })).toThrow(
      DATASET_ERRORS.noRow,
    );
    expect(() => readChartJson({ dataTable: { columns: ['a', 'b'], rows: [['x', '']] } })).toThrow(
      DATASET_ERRORS.missing,
    );
  });

  it('reads any JSON into a chart whose every value is a finite number, or skips it', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('chartType', 'dataTable', 'title', 'data'), jsonValue),
        (json) => {
          try {
            const data = readChartJson(json);
            expect(data.series.length).toBeGreaterThan(0);
            for (const series of data.series) {
              expect(series.values).toHaveLength(data.labels.length);
              expect(series.values.every(Number.isFinite)).toBe(true);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(BlockSkip);
          }
        },
      ),
    );
    fc.assert(
      fc.property(anyText(12), (text) => {
        const value = cellNumber(text);
        expect(value === null || Number.isFinite(value)).toBe(true);
      }),
    );
  });

  it('rounds the value axis to nice ticks around the data and zero', () => {
    expect(valueScale([12, 24, 8, 15])).toEqual({ min: 0, max: 25, ticks: [0, 5, 10, 15, 20, 25] });
    expect(valueScale([-3, 7]).min).toBeLessThanOrEqual(-3);
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (values) => {
          const scale = valueScale(values);
          expect(scale.min).toBeLessThanOrEqual(Math.min(0, ...values));
          expect(scale.max).toBeGreaterThanOrEqual(Math.max(0, ...values));
          expect(scale.ticks.length).toBeLessThanOrEqual(20);
        },
      ),
    );
  });
});

describe('chart block', () => {
  it('draws one labelled image, a legend and the numbers in a table; restores on unmount', () => {
    document.body.innerHTML = `<div class="sqs-block sqs-block-chart" id="c" data-block-json='${JSON.stringify({ chartType: 1009, title: 'Visitors', dataTable: TABLE })}'><div class="sqs-block-content"></div></div>`;
    const { container, serverHtml, unmount } = attachBlock(
      chartDefinition,
      document.getElementById('c') as HTMLElement,
    );
    const image = document.querySelector('svg[role="img"]');
    const title = document.getElementById(image?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Visitors');
    expect(
      document.getElementById(image?.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(
      'Bar chart of Harbour, Old town by 2 categories, 4 values. The numbers are in the table below.',
    );
    expect(document.querySelectorAll('svg rect')).toHaveLength(4);
    expect(document.querySelector('svg rect title')?.textContent).toBe('Spring, Harbour: 12');
    expect([...document.querySelectorAll('.sr-chart__key')].map((key) => key.textContent)).toEqual([
      'Harbour',
      'Old town',
    ]);
    expect([...document.querySelectorAll('table tbody tr')].map((row) => row.textContent)).toEqual([
      'Spring128',
      'Summer2415',
    ]);
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });
});
