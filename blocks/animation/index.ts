import { REACT_PACK } from '../../src/runtime/shared-packs';
import type { BlockDefinition } from '../../src/runtime/types';

/**
 * What the core knows of the animation block (class `sqs-block-animation`, a Lottie animation; its
 * markup is described in ./definition.ts). Its reader and player (lottie-web) come in the
 * `animation` pack.
 */
export const animationBlock = {
  name: 'animation',
  priority: 'visible',
  pack: 'animation',
  preload: [REACT_PACK],
} satisfies BlockDefinition;
