// The whole definition of the scheduling block. Registered by the `scheduling` pack.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachScheduling } from './attach-scheduling';
import { schedulingBlock } from './index';
import { readScheduling, type SchedulingData } from './read-scheduling';

export const schedulingDefinition: BlockDefinition<SchedulingData> = {
  ...schedulingBlock,
  readData: readScheduling,
  attach: attachScheduling,
};
