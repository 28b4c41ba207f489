// Chart blocks (runtime.md section 1; widgets.md section 3, "Chart: bar 1009, line 1010, pie
// 1011"): the block's data table drawn as a bar, line or pie chart in SVG, with its title and
// caption, a legend, and the numbers themselves in a table under it for everyone (and for screen
// readers, who meet the chart as one image with a summary). Data keys: ./read-chart.ts. No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const chartBlock = {
  name: 'chart',
  selector: '.sqs-block-chart',
  priority: 'visible',
  pack: 'chart',
} satisfies BlockDefinition;
