import type { AspectBoxRule } from '../../src/boxes/box-rule';
import { REACT_PACK } from '../../src/runtime/shared-packs';
import type { BlockDefinition } from '../../src/runtime/types';

/**
 * The animation's box: as wide as the block, as high as its JSON's `width` / `height` (else the
 * inline animation's `w` / `h`) say. The core keeps that room before the first paint, and the
 * player draws its stage at the same ratio, read by the same rule (./definition.ts).
 */
export const ANIMATION_BOX: AspectBoxRule = {
  aspect: { width: ['width', 'animationData.w'], height: ['height', 'animationData.h'] },
};

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
  box: ANIMATION_BOX,
} satisfies BlockDefinition;
