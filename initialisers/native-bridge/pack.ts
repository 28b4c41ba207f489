// The `native-bridge` pack: built to dist/packs/native-bridge.js and loaded by the core on the
// first request to the app, only on pages that run inside it.
import { NATIVE_BRIDGE_PACK } from './constants';
import { nativeBridgePack } from './pack-exports';

window.SiteRuntime?.definePack(NATIVE_BRIDGE_PACK, nativeBridgePack);
