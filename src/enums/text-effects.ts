import { defineEnum, type EnumCode } from './define-enum';

/** Text effect animations (widgets.md section 3). Shape names are not all listed; wave is the default. */
export const TextEffectAnimation = defineEnum({
  DRAW: 'draw',
  FADE: 'fade',
  FADE_SCALE: 'fadeScale',
});
export type TextEffectAnimation = EnumCode<typeof TextEffectAnimation>;

/** The direction of the draw animation. */
export const DrawDirection = defineEnum({ RIGHT: 'right', LEFT: 'left' });
export type DrawDirection = EnumCode<typeof DrawDirection>;
