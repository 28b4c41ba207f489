// What the `native-bridge` pack hands the core through definePack: the bridge to the native app
// (envelopes with generated ids, pending requests, replies). Detection stays in the core.
import { createNativeBridge } from './bridge';

export const nativeBridgePack = { createNativeBridge };

export type NativeBridgePack = typeof nativeBridgePack;
