// Tour dates blocks (runtime.md section 1): an artist's upcoming shows from the tour dates
// provider's widget. A card with a link to the artist's page shows first; the widget loads when
// it may (the restrictive cookie policy waits for consent). Markup and keys: ./assumed.ts. No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const tourDatesBlock = {
  name: 'tourdates',
  selector: '.sqs-block-tourdates',
  priority: 'visible',
  pack: 'tour-dates',
} satisfies BlockDefinition;
