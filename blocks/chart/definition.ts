// The whole definition of the chart block. Registered by the `chart` pack.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachChart } from './attach-chart';
import { chartBlock } from './index';
import { readChart, type ChartData } from './read-chart';

export const chartDefinition: BlockDefinition<ChartData> = {
  ...chartBlock,
  readData: readChart,
  attach: attachChart,
};
