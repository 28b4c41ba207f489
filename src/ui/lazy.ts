// The shared UI as the core sees it. The dialogs render with React, which the core does not carry,
// so they live in the `ui` pack (src/ui/pack.ts); these functions fetch it on first use and then
// call it. Their styles ship in the core stylesheet, so a dialog never appears unstyled.
import { pageLoader } from '../runtime/packs';
import { UI_PACK } from '../runtime/shared-packs';
import type { RuntimeStore } from '../store/store';
import type * as Ui from './index';
import type { AlertOptions, ConfirmOptions, InfoOptions, SystemErrorOptions } from './index';
import './dialog.css';
import './popup.css';
import './tooltip.css';

type UiPack = typeof Ui;

let store: RuntimeStore | null = null;

function loadUi(): Promise<UiPack> {
  return pageLoader()
    .loadExports<UiPack>(UI_PACK)
    .then((ui) => {
      ui.setUiStore(store);
      return ui;
    });
}

export const showAlert = (options: AlertOptions): Promise<void> =>
  loadUi().then((ui) => ui.showAlert(options));

export const showConfirm = (options: ConfirmOptions): Promise<boolean> =>
  loadUi().then((ui) => ui.showConfirm(options));

export const showInfo = (options: InfoOptions): Promise<void> =>
  loadUi().then((ui) => ui.showInfo(options));

export const showLogoutSuccess = (): Promise<void> => loadUi().then((ui) => ui.showLogoutSuccess());

export const showSystemError = (options: SystemErrorOptions): Promise<void> =>
  loadUi().then((ui) => ui.showSystemError(options));

/** The store the dialogs mirror their open ids into (null: none). */
export function setUiStore(next: RuntimeStore | null): void {
  store = next;
  pageLoader().peek<UiPack>(UI_PACK)?.setUiStore(next);
}

/** Closes every dialog and removes the UI host, if the pack ever started. */
export function destroyUi(): void {
  pageLoader().peek<UiPack>(UI_PACK)?.destroyUi();
}
