// The `ui` pack (dist/packs/ui.js): the shared dialogs, popups and tooltip, which render with React.
// The core reaches them through src/ui/lazy.ts, which fetches this pack on first use; packs that
// import `src/ui` take this same instance (its one layer stack) from SiteRuntime.shared.ui.
import { UI_PACK } from '../runtime/shared-packs';
import * as ui from './index';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The ui pack needs the site-runtime core on the page');
Object.assign(runtime.shared, { ui });
runtime.definePack(UI_PACK, ui);
