// The whole definition of the tour dates block. Registered by the `tour-dates` pack.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachTourDates } from './attach-tour-dates';
import { tourDatesBlock } from './index';
import { readTourDates, type TourDatesData } from './read-tour-dates';

export const tourDatesDefinition: BlockDefinition<TourDatesData> = {
  ...tourDatesBlock,
  readData: readTourDates,
  attach: attachTourDates,
};
