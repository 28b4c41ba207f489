// Calendar blocks (runtime.md section 1): a month of an events collection as a grid of days, each
// day listing its events as links; buttons go to the previous and next month. The month's events
// come from the site's API (src/api/calendar.ts); a failure says the spec's "Unable to load. Try
// again." with a button. ASSUMED (README): the block's JSON key collectionId. No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const calendarBlock = {
  name: 'calendar',
  selector: '.sqs-block-calendar',
  priority: 'visible',
  pack: 'calendar',
} satisfies BlockDefinition;
