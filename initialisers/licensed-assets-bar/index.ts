// Licensed-assets bar (runtime.md section 1: the runtime "also runs ... a licensed-assets bar";
// the spec says nothing more of it). A licensed-asset preview is an image the platform marks with
// `data-licensed-asset-preview="true"` (./constants.ts): a stock image placed on the site before
// its licence was bought. The bar tells whoever can license it how many such images the page
// shows.
//
// Who sees it (ours: no public source shows the platform's rule): a logged-in account that is not
// viewer-only, the owner or an editor, who can license the images; a visitor (and a viewer-only
// account, treated like one, runtime.md section 6) could do nothing about it and sees nothing.
//
// The check runs in an idle period; the bar and its styles are the `licensed-assets-bar` pack,
// fetched only when there is an account to tell and a preview on the page, so every other page
// pays nothing for it. It is fixed to the viewport (never shifts the page) and can be dismissed,
// for this page view.
import { isLoggedInAccount, isViewerOnlyAccount } from '../../src/lib/account-roles';
import type { PageContext } from '../../src/context/types';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { LICENSED_ASSETS_BAR_PACK } from './constants';
import type { LicensedAssetsBarPack } from './pack-exports';
import { previewImages } from './preview-images';
import type { LicensedAssetsBarHandle } from './show-licensed-assets-bar';

type AccountFields = Pick<PageContext, 'authenticatedAccount' | 'websiteRoles'>;

/** The owner or an editor: a logged-in account that is not viewer-only. */
export function seesLicensedAssetsBar(context: AccountFields): boolean {
  return isLoggedInAccount(context) && !isViewerOnlyAccount(context);
}

export const licensedAssetsBarInitialiser: InitialiserDefinition = {
  name: 'licensed-assets-bar',
  urgency: 'idle',
  init({ context, signal, log, loadPack }) {
    if (!seesLicensedAssetsBar(context)) {
      log.debug('Licensed-assets bar: shown only to the site owner and editors');
      return;
    }
    const count = previewImages().length;
    if (count === 0) {
      log.debug('Licensed-assets bar: no licensed-asset preview on this page');
      return;
    }
    let bar: LicensedAssetsBarHandle | null = null;
    loadPack<LicensedAssetsBarPack>(LICENSED_ASSETS_BAR_PACK).then(
      ({ showLicensedAssetsBar }) => {
        if (!signal.aborted) bar = showLicensedAssetsBar({ count });
      },
      (error: unknown) => {
        if (!signal.aborted) {
          log.error('The licensed-assets bar could not be loaded: it stays hidden', error);
        }
      },
    );
    return () => bar?.remove();
  },
};
