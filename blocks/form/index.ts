// Form and newsletter blocks: what the core knows of them. Their readers (./read-form.ts for the
// 7.1 `website.components.form` component, data-block-type 1337, and the 7.0 form block,
// data-block-type 9; ./read-newsletter.ts for newsletter blocks, data-block-type 51, with their
// markup), the form component and the submission flow come in the `form` pack.
import { REACT_PACK } from '../../src/runtime/shared-packs';
import type { BlockDefinition } from '../../src/runtime/types';

export const formBlock = {
  name: 'form',
  blockType: 9,
  // 7.1 pages render forms as website components: type 1337 with `sqs-block-form`.
  selector:
    '[data-block-type="9"], .sqs-block-form, [data-definition-name="website.components.form"]',
  priority: 'visible',
  pack: 'form',
  preload: [REACT_PACK],
} satisfies BlockDefinition;

export const newsletterBlock = {
  name: 'newsletter',
  blockType: 51,
  priority: 'visible',
  pack: 'form',
  preload: [REACT_PACK],
} satisfies BlockDefinition;
