// What the `font-service` pack hands the core through definePack.
import { startFonts } from './start-fonts';

export const fontServicePack = { startFonts };

export type FontServicePack = typeof fontServicePack;
