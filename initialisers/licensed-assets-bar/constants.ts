/**
 * The attribute the platform's image formatters write on an image that is a licensed-asset
 * preview: `data-licensed-asset-preview="true"` when the image item's `licensedAssetPreview` is an
 * object (Squarespace/template-compiler, core/src/main/java/com/squarespace/template/plugins/
 * platform/ContentFormatters.java, outputImageMeta and isLicensedAssetPreview; the same in
 * Squarespace/template-engine, src/plugins/util.content.ts). 2026 7.1 image blocks write "false"
 * on every image that is not one (../../../shared/real-pages/home-7.1-2026.html line 1592).
 */
export const PREVIEW_ATTRIBUTE = 'data-licensed-asset-preview';

/** The lazy pack (dist/packs/licensed-assets-bar.js) holding the bar; loaded only when it shows. */
export const LICENSED_ASSETS_BAR_PACK = 'licensed-assets-bar';
