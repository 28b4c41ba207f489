// The whole definition of the calendar block. Registered by the `calendar` pack.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachCalendar } from './attach-calendar';
import { calendarBlock } from './index';
import { readCalendar, type CalendarData } from './read-calendar';

export const calendarDefinition: BlockDefinition<CalendarData> = {
  ...calendarBlock,
  readData: readCalendar,
  attach: attachCalendar,
};
