// The `utilities` pack (dist/packs/utilities.js): the shared machinery of ./utilities.ts, fetched
// on the first `SiteRuntime.platform.utilities()` call.
import { UTILITIES_PACK } from '../runtime/shared-packs';
import { platformUtilities } from './utilities';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The utilities pack needs the site-runtime core on the page');
runtime.definePack(UTILITIES_PACK, platformUtilities);
