// The `user-account` pack (dist/packs/user-account.js), fetched when a header has an account link.
import { userAccountDefinitions } from './definition';

userAccountDefinitions.forEach((definition) => window.SiteRuntime?.registerController(definition));
