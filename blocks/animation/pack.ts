// The `animation` pack (dist/packs/animation.js): the reader and the player of the block the core
// knows by its definition in ./index.ts. lottie-web stays out of the core bundle this way.
import type { BlockDefinition } from '../../src/runtime/types';
import { AnimationPlayer } from './AnimationPlayer';
import { readAnimationData, type AnimationData } from './definition';
import { animationBlock } from './index';
import './animation.css';

const definition: BlockDefinition<AnimationData> = {
  ...animationBlock,
  readData: readAnimationData,
  component: AnimationPlayer,
};
window.SiteRuntime?.registerBlock(definition);
