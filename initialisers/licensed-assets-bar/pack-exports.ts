// What the `licensed-assets-bar` pack hands the core through definePack: the bar.
import { showLicensedAssetsBar } from './show-licensed-assets-bar';

export const licensedAssetsBarPack = { showLicensedAssetsBar };

export type LicensedAssetsBarPack = typeof licensedAssetsBarPack;
