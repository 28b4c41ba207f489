// The whole definition of the table-booking blocks. Registered by the `reservation` pack.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachReservation } from './attach-reservation';
import { openTableBlock, tockBlock } from './index';
import { readReservation, type ReservationData } from './read-reservation';

export const reservationDefinitions: BlockDefinition<ReservationData>[] = [
  openTableBlock,
  tockBlock,
].map((core) => ({ ...core, readData: readReservation, attach: attachReservation }));
