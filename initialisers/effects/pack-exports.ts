// What the `effects` pack hands the core through definePack.
import { startEffects } from './start-effects';

export const effectsPack = { startEffects };

export type EffectsPack = typeof effectsPack;
