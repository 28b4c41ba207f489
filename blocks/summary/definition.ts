// The whole summary definition: what the core knows (./index.ts), the reader and the component.
import type { BlockDefinition } from '../../src/runtime/types';
import { summaryBlock, summaryV1Block } from './index';
import { readSummaryData, type SummaryData } from './read-summary';
import { Summary } from './Summary';

export const summaryBlockDefinition: BlockDefinition<SummaryData> = {
  ...summaryBlock,
  readData: readSummaryData,
  component: Summary,
};

export const summaryV1BlockDefinition: BlockDefinition<SummaryData> = {
  ...summaryV1Block,
  readData: readSummaryData,
  component: Summary,
};
