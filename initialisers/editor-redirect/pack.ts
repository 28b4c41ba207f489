// The `editor-redirect` pack: built to dist/packs/editor-redirect.js and loaded by the core on the
// first Escape where a shortcut can apply, or by a logout. The redirect itself stays in the core.
import { EDITOR_REDIRECT_PACK } from './constants';
import { editorRedirectPack } from './pack-exports';

window.SiteRuntime?.definePack(EDITOR_REDIRECT_PACK, editorRedirectPack);
