// Table-booking blocks (runtime.md sections 1, 6, 7 and 9): OpenTable (both block versions) with
// the provider's table-booking script, and Tock with its reservation script and the business's
// slug (reservations or events, the editor's variants 1018 and 1019). The block shows a card with
// a link to the booking page first; the provider's widget loads when it may (the restrictive
// cookie policy waits for consent); OpenTable draws its wide layout when the block is over
// 850 px wide, Tock its column layout at 750 px or less. A logged-in account that is not
// viewer-only sees only the spec's Preview Only alert. Markup and data keys: ./assumed.ts. No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const openTableBlock = {
  name: 'opentable',
  selector: '.sqs-block-opentable, .sqs-block-opentable-v2',
  priority: 'visible',
  pack: 'reservation',
} satisfies BlockDefinition;

export const tockBlock = {
  name: 'tock',
  selector: '.sqs-block-tock',
  priority: 'visible',
  pack: 'reservation',
} satisfies BlockDefinition;
