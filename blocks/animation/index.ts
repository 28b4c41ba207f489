// The player's styles ship in the core stylesheet, so a pack never needs a stylesheet of its own.
import './animation.css';

export { animationBlock } from './definition';
