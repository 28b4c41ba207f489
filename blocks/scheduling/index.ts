// Scheduling blocks (runtime.md section 7: "a widget script for … scheduling blocks"): the
// scheduling page in a frame, with the provider's widget script, which fits the frame to its
// page. A card with a link to the scheduling page shows first; the frame and the script load
// when they may (the restrictive cookie policy waits for consent). Markup and keys: ./assumed.ts.
// No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const schedulingBlock = {
  name: 'scheduling',
  selector: '.sqs-block-acuity, .sqs-block-scheduling',
  priority: 'visible',
  pack: 'scheduling',
} satisfies BlockDefinition;
