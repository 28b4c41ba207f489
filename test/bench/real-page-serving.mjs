// What the bench serves beside the real pages, as a live site has it: the 2026 pages' saved
// stylesheets at the site root (../shared/real-pages/assets/) and the image CDN's stand-in
// (demo/lib/photo-stand-in.ts) on an origin of its own, as the CDN is, so its connections and
// requests are not the page's. The platform's API is not there: every call the runtime makes to it
// (/api/...: on the 2026 contact page, census form-render and RecordHit, the performance settings
// and RecordJavascriptErrors) is answered 404, as the maintainers' stand-in API answered them
// (issue 33), so the runtime takes the paths it takes when a call fails (the performance
// initialiser stops, for one). The demo server answers them from the fake API instead
// (fixtures/api/); the bench does not, so what it measures is the runtime with no platform behind
// it, on every page alike.
import { tsImport } from 'tsx/esm/api';
import { realPageAssets } from './real-page-variants.mjs';
import { startStaticServer } from './server.mjs';

const { ImageShapes } = await tsImport('../../demo/lib/image-shapes.ts', import.meta.url);
const { PHOTO_STAND_IN_PREFIX, photoStandIn } = await tsImport(
  '../../demo/lib/photo-stand-in.ts',
  import.meta.url,
);

/** Where the platform's API lives on a site (src/api/constants.ts API_ROOT). */
export const PLATFORM_API_PREFIX = '/api/';

/**
 * The answer to a platform call (a request under PLATFORM_API_PREFIX): 404, with the text the
 * static server gives any path it does not serve; null for any other request.
 */
export function answerPlatformCall(url) {
  if (!url.pathname.startsWith(PLATFORM_API_PREFIX)) return null;
  return {
    status: 404,
    contentType: 'text/plain; charset=utf-8',
    body: `Not found: ${url.pathname}\n`,
  };
}

/**
 * Starts the image stand-in. Resolves to { serving, assetsMount, learn(html), close() }: `serving`
 * for the real-page transform, `assetsMount` the static server's mount of the stylesheets, and
 * `learn` records the image shapes of a transformed page (before its images are asked for). The
 * page's own server answers platform calls with `answerPlatformCall`.
 */
export async function openRealPageServing(projectRoot) {
  const assets = realPageAssets(projectRoot);
  const shapes = new ImageShapes(PHOTO_STAND_IN_PREFIX);
  const images = await startStaticServer([], { respond: (url) => photoStandIn(url, shapes) });
  return {
    assets,
    serving: { assets: assets.paths, imageBase: `${images.origin}${PHOTO_STAND_IN_PREFIX}` },
    assetsMount: { prefix: '/', dir: assets.dir },
    learn: (html) => shapes.learn(html),
    close: () => images.close(),
  };
}
