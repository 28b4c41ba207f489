// The `banner-index` pack (dist/packs/banner-index.js), fetched when a doncab template's page has
// its banner, index list or index navigation.
import { bannerIndexDefinitions } from './definition';

bannerIndexDefinitions.forEach((definition) => window.SiteRuntime?.registerController(definition));
