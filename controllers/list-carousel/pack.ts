// The `list-carousel` pack (dist/packs/list-carousel.js), fetched when a 7.1 page has a list
// section in the carousel layout.
import { listCarouselDefinitions } from './definition';

listCarouselDefinitions.forEach((definition) => window.SiteRuntime?.registerController(definition));
