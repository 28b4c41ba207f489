// The registry provider's public embed, as public pages that embed it show it:
// - the link `<a class="zola-registry-embed" href="https://www.zola.com/registry/<key>"
//   data-registry-key="<key>">` and the script https://widget.zola.com/js/widget.js (several public
//   wedding sites, code search ids 3541212352, 33488187696, 22226765750);
// - what the script draws: `iframe.zola-registry-iframe` from
//   https://widget.zola.com/v1/widget/registry/<key>/html?maxItems=12&partnerId=squarespace (public
//   copies of sites built on the platform, ids 526170665, 35161997365).
// ASSUMED: `registryKey` as the block JSON's name for the key (no public page shows that JSON).
import { pageSettingUrl } from '../../src/lib/page-setting';

export const REGISTRY_SCRIPT = 'https://widget.zola.com/js/widget.js';
/** A page may point the pack at a local stand-in (the demo and the browser tests). */
export const REGISTRY_SCRIPT_META = 'sr-registry-script';
export const REGISTRY_EMBED_CLASS = 'zola-registry-embed';
export const REGISTRY_JSON_KEY = 'registryKey';
/** The path of the frame the widget draws: the key is its fourth part. */
export const REGISTRY_FRAME_PATH = /^\/v1\/widget\/registry\/([^/]+)\/html$/;
export const REGISTRY_FRAME_HOST = 'widget.zola.com';

export function registryScriptUrl(): string {
  return pageSettingUrl(REGISTRY_SCRIPT_META, REGISTRY_SCRIPT);
}

export function registryPage(key: string): string {
  return `https://www.zola.com/registry/${encodeURIComponent(key)}`;
}
