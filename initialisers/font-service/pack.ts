// The `font-service` pack (dist/packs/font-service.js), fetched at boot by pages whose context
// names web fonts.
import { FONT_SERVICE_PACK } from './index';
import { fontServicePack } from './pack-exports';

window.SiteRuntime?.definePack(FONT_SERVICE_PACK, fontServicePack);
