// Reads a chart block's JSON. widgets.md gives the variants (bar 1009, line 1010, pie 1011) and
// the dataset's errors ("Your dataset must have at least one column / at least one row; One or
// more rows was missing data."): a block whose data breaks them is skipped with that reason.
// ASSUMED (README): the keys (chartType or type, dataTable, title, caption, legend, palette,
// flip, as the editor's object model names them) and the data table's shapes: {columns, rows},
// {data: [[header…], [row…]…]}, or the rows array itself with the header first.
import { asArray, isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';

export const CHART_VARIANTS = { bar: 1009, line: 1010, pie: 1011 } as const;
export type ChartKind = keyof typeof CHART_VARIANTS;

export const DATASET_ERRORS = {
  noColumn: 'Your dataset must have at least one column',
  noRow: 'Your dataset must have at least one row',
  missing: 'One or more rows was missing data.',
};

const MAX_ROWS = 200;
const MAX_SERIES = 12;

export interface ChartData {
  kind: ChartKind;
  title: string;
  caption: string;
  /** The first column's name ("Month"), and its cells: one label per row. */
  labelName: string;
  labels: string[];
  /** The other columns: a name and one value per row. */
  series: Array<{ name: string; values: number[] }>;
  legend: boolean;
  palette: string;
  /** Bars drawn across instead of up. */
  flip: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number'
    ? String(value).replace(/\s+/g, ' ').trim()
    : '';
}

function kindOf(json: Record<string, unknown>): ChartKind {
  const value = json.chartType ?? json.type;
  for (const [kind, code] of Object.entries(CHART_VARIANTS)) {
    if (value === code || value === kind || value === String(code)) return kind as ChartKind;
  }
  return 'bar';
}

/** A number from a cell: numbers, numeric text ("1,200", " 3.5 "); null otherwise. */
export function cellNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const clean = value.replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

function tableOf(value: unknown): { header: unknown[]; rows: unknown[][] } {
  if (isRecord(value) && Array.isArray(value.columns)) {
    return { header: value.columns, rows: asArray(value.rows).map(asArray) };
  }
  const all = (isRecord(value) ? asArray(value.data) : asArray(value)).map(asArray);
  return { header: all[0] ?? [], rows: all.slice(1) };
}

export function readChartJson(json: Record<string, unknown>): ChartData {
  const { header, rows } = tableOf(json.dataTable ?? json.data);
  const names = header.map(text);
  if (names.length < 2) throw new BlockSkip(DATASET_ERRORS.noColumn);
  const usable = rows.filter((row) => row.some((cell) => text(cell) !== '')).slice(0, MAX_ROWS);
  if (usable.length === 0) throw new BlockSkip(DATASET_ERRORS.noRow);
  const seriesNames = names.slice(1, MAX_SERIES + 1);
  const values = seriesNames.map((_, column) => usable.map((row) => cellNumber(row[column + 1])));
  if (values.some((column) => column.some((value) => value === null))) {
    throw new BlockSkip(DATASET_ERRORS.missing);
  }
  return {
    kind: kindOf(json),
    title: text(json.title),
    caption: text(json.caption),
    labelName: names[0] || 'Category',
    labels: usable.map((row) => text(row[0])),
    series: seriesNames.map((name, column) => ({
      name: name || `Series ${column + 1}`,
      values: values[column] as number[],
    })),
    legend: json.legend !== 'none' && json.legend !== false,
    palette: text(json.palette) || 'default',
    flip: json.flip === true,
  };
}

export function readChart(element: HTMLElement): ChartData {
  const json = readBlockJson(element);
  if (!isRecord(json)) throw new BlockSkip('data-block-json is not an object');
  return readChartJson(json);
}
