// What the bench serves beside the real pages, as a live site has it: the 2026 pages' saved
// stylesheets at the site root (../shared/real-pages/assets/) and the image CDN's stand-in
// (demo/lib/photo-stand-in.ts) on an origin of its own, as the CDN is, so its connections and
// requests are not the page's.
import { tsImport } from 'tsx/esm/api';
import { realPageAssets } from './real-page-variants.mjs';
import { startStaticServer } from './server.mjs';

const { ImageShapes } = await tsImport('../../demo/lib/image-shapes.ts', import.meta.url);
const { PHOTO_STAND_IN_PREFIX, photoStandIn } = await tsImport(
  '../../demo/lib/photo-stand-in.ts',
  import.meta.url,
);

/**
 * Starts the image stand-in. Resolves to { serving, assetsMount, learn(html), close() }: `serving`
 * for the real-page transform, `assetsMount` the static server's mount of the stylesheets, and
 * `learn` records the image shapes of a transformed page (before its images are asked for).
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
