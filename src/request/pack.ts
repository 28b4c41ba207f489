// The `request` pack (dist/packs/request.js): the wrapper on ky and qs that every platform call
// goes through (request.ts). The core and the other packs call it through lazy-request.ts; the
// crumb, the events, the failure messages and RequestError stay in the core, one of each per page.
import { REQUEST_PACK } from '../runtime/shared-packs';
import { request } from './request';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The request pack needs the site-runtime core on the page');

runtime.definePack(REQUEST_PACK, { request });
