// The `lightbox` pack (dist/packs/lightbox.js): fetched on a visitor's first click on something
// that opens in a lightbox (blocks reach it with loadPack(LIGHTBOX_PACK)). It needs `react` and
// the shared dialogs (`ui`).
import { LIGHTBOX_PACK } from '../runtime/shared-packs';
import { openLightbox } from './open-lightbox';
import type { LightboxApi } from './types';
import './lightbox.css';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The lightbox pack needs the site-runtime core on the page');
const api: LightboxApi = { openLightbox };
runtime.definePack(LIGHTBOX_PACK, api);
