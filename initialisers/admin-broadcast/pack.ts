// The `admin-broadcast` pack: built to dist/packs/admin-broadcast.js and loaded by the features
// only for an account with the ADMIN access permission (./index.ts).
import { ADMIN_BROADCAST_PACK } from './constants';
import { adminBroadcastPack } from './pack-exports';

window.SiteRuntime?.definePack(ADMIN_BROADCAST_PACK, adminBroadcastPack);
