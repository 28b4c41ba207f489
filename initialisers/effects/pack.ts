// The `effects` pack (dist/packs/effects.js), loaded at boot by pages that have animated content.
import { EFFECTS_PACK } from './index';
import { effectsPack } from './pack-exports';

window.SiteRuntime?.definePack(EFFECTS_PACK, effectsPack);
