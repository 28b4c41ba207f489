// The `licensed-assets-bar` pack: built to dist/packs/licensed-assets-bar.js (its styles travel
// inside it) and loaded by the core only when the bar shows (./index.ts).
import { LICENSED_ASSETS_BAR_PACK } from './constants';
import { licensedAssetsBarPack } from './pack-exports';

window.SiteRuntime?.definePack(LICENSED_ASSETS_BAR_PACK, licensedAssetsBarPack);
