// The `animation` pack: built to dist/packs/animation.js, loaded by the core when a page has an
// animation block. lottie-web stays out of the core bundle this way.
import { AnimationPlayer } from './AnimationPlayer';
import { animationBlockBase } from './definition';

window.SiteRuntime?.registerBlock({ ...animationBlockBase, component: AnimationPlayer });
