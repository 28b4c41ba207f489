// What the `admin-broadcast` pack hands the core through definePack: the relay.
import { relayAdminEvents } from './relay-admin-events';

export const adminBroadcastPack = { relayAdminEvents };

export type AdminBroadcastPack = typeof adminBroadcastPack;
