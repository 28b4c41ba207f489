// The IIFE entry: builds the runtime with the built-in initialisers and blocks, exposes it as
// window.SiteRuntime and boots it once the DOM is ready.
import { captureAssetBase } from './runtime/assets';
import * as dom from './lib/dom';
import { createRuntime, whenDomReady } from './runtime/runtime';
import { sharedModules } from './shared';
import {
  destroyUi,
  setUiStore,
  showAlert,
  showConfirm,
  showInfo,
  showSystemError,
} from './ui/lazy';
import { pageLoader } from './runtime/packs';
import { markPageScripts } from './lib/page-scripts';
import { showSystemErrorsFromEvents } from './ui/system-error-events';
import type { SiteRuntimeApi } from './runtime/types';
import type { FeatureApi } from '../initialisers';
import { FEATURES_PACK } from './runtime/shared-packs';
import { accordionBlock } from '../blocks/accordion';
import { buttonBlock } from '../blocks/button';
import { socialLinksBlock, templateSocialLinks } from '../blocks/social-links';
import { shapeBlock } from '../blocks/shape';
import { codeBlock } from '../blocks/code';
import { embedBlock } from '../blocks/embed';
import { instagramBlock } from '../blocks/instagram';
import { audioBlock } from '../blocks/audio';
import { animationBlock } from '../blocks/animation';
import { formBlock, newsletterBlock } from '../blocks/form';
import { gallerySectionBlocks } from '../blocks/gallery-section';
import { gallerySlideshowBlocks } from '../blocks/gallery-slideshow';
import { galleryBlock } from '../blocks/gallery';
import { summaryBlock, summaryV1Block } from '../blocks/summary';
import { imageBlock, imageFluidComponent, templateImage } from '../blocks/image';
import { menuBlock } from '../blocks/menu';
import { staticBlocks } from '../blocks/static';
import { controllers } from '../controllers';
import { addToCartButtonBlock, productBlock, productControllers } from '../blocks/commerce-product';
import { cartPageBlock } from '../blocks/commerce-cart-page';
import { donationBlock } from '../blocks/commerce-donation';
import { reviewRequestBlock } from '../blocks/commerce-reviews';
import { memberAreaBlock } from '../blocks/commerce-member-area';
import { videoBlock } from '../blocks/video';
import { shareButtonsBlock } from '../blocks/share-buttons';
import { followButtonBlock } from '../blocks/follow-button';
import { registryBlock } from '../blocks/registry';
import { mapBlock, mapComponent } from '../blocks/map';
import { marqueeBlock, scrollingComponent } from '../blocks/marquee';
import { openTableBlock, tockBlock } from '../blocks/reservation';
import { schedulingBlock } from '../blocks/scheduling';
import { tourDatesBlock } from '../blocks/tour-dates';
import { commentsBlock, commentsBlockType } from '../blocks/comments';
import { linkBlocks } from '../blocks/link-blocks';
import { legacyBlocks } from '../blocks/legacy-blocks';
import { twitterBlock } from '../blocks/twitter';
import { tagCloudBlock } from '../blocks/tag-cloud';
import { amazonBlock } from '../blocks/amazon';
import { searchBlock, searchPage } from '../blocks/search';
import { chartBlock } from '../blocks/chart';
import { calendarBlock } from '../blocks/calendar';
import { reportError } from './runtime/report-error';

// While the core is evaluated: the document's own getters and methods (content can hide them from
// `document.*`), and the core script's address.
dom.captureIntrinsics();
captureAssetBase();

const runtime = createRuntime({
  version: typeof __RUNTIME_VERSION__ === 'string' ? __RUNTIME_VERSION__ : 'dev',
  // Each block family is a small definition here; its code is a lazy pack (blocks/<name>/pack.ts).
  blocks: [
    accordionBlock,
    menuBlock,
    animationBlock,
    imageBlock,
    imageFluidComponent,
    templateImage,
    formBlock,
    newsletterBlock,
    videoBlock,
    shareButtonsBlock,
    followButtonBlock,
    registryBlock,
    ...gallerySectionBlocks,
    ...gallerySlideshowBlocks,
    galleryBlock,
    summaryBlock,
    summaryV1Block,
    buttonBlock,
    socialLinksBlock,
    templateSocialLinks,
    shapeBlock,
    codeBlock,
    embedBlock,
    instagramBlock,
    audioBlock,
    mapBlock,
    mapComponent,
    marqueeBlock,
    scrollingComponent,
    openTableBlock,
    tockBlock,
    schedulingBlock,
    tourDatesBlock,
    commentsBlock,
    commentsBlockType,
    tagCloudBlock,
    amazonBlock,
    searchBlock,
    searchPage,
    chartBlock,
    calendarBlock,
    productBlock,
    addToCartButtonBlock,
    cartPageBlock,
    donationBlock,
    reviewRequestBlock,
    memberAreaBlock,
    // Known types with no behaviour: listed as skipped, "static"; no pack.
    ...staticBlocks,
    twitterBlock,
    ...linkBlocks,
    ...legacyBlocks,
  ],
  // Template controllers (data-controller): the same small definitions, each family a lazy pack.
  // The product page's run on the product's form, whose pack they share with the product block.
  controllers: [...controllers, ...productControllers],
  packs: pageLoader(),
  // The page's features (initialisers/index.ts): asked for at boot, run before any block mounts.
  featuresPack: FEATURES_PACK,
  onInit: ({ store, signal }) => {
    setUiStore(store);
    showSystemErrorsFromEvents(signal);
  },
  onDestroy: () => {
    destroyUi();
    setUiStore(null);
  },
});

/** What pages and packs reach through window.SiteRuntime besides the core API. */
const extras = {
  shared: sharedModules,
  ui: { showAlert, showConfirm, showInfo, showSystemError },
  /**
   * Hands an error to the error reporter (sent subject to its limits); the same as dispatching
   * `site-runtime:report-error` on document.
   */
  reportError: (error: unknown, custom?: Record<string, unknown>) => reportError(error, custom),
};

declare global {
  interface Window {
    /**
     * The core's API and its extras at once; the features' API (FeatureApi: request, consent,
     * analytics, accounts, editor, nativeBridge, platform) once the `features` pack has started,
     * which is before any block mounts and before site-runtime:ready.
     */
    SiteRuntime?: SiteRuntimeApi & typeof extras & Partial<FeatureApi>;
  }
}

/**
 * Marks the object this bundle put on window. `window.SiteRuntime` is also how a browser names an
 * element with id="SiteRuntime" (content may hold one): only the mark means a copy already runs.
 */
const RUNTIME_MARK = Symbol.for('site-runtime');

function runningCopy(): boolean {
  const existing: unknown = window.SiteRuntime;
  return typeof existing === 'object' && existing !== null && RUNTIME_MARK in existing;
}

if (runningCopy()) {
  console.warn('[site-runtime] loaded twice: the second copy does nothing');
} else {
  // The features' API comes with their pack (initialisers/pack.ts installs it).
  window.SiteRuntime = Object.assign(runtime, extras, { [RUNTIME_MARK]: true });
  whenDomReady(() => {
    // The scripts the page was served with have run: blocks never run them again.
    markPageScripts();
    // In the task that evaluated the core: the template includes it with blocking="render", so
    // the boot, and the first frame's reservations it sets up, come before the first paint.
    runtime.init();
  });
}
