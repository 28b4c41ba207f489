// The `reservation` pack (dist/packs/reservation.js), fetched when a page has a table-booking block.
import { reservationDefinitions } from './definition';

for (const definition of reservationDefinitions) window.SiteRuntime?.registerBlock(definition);
