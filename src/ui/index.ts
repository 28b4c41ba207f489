// The shared UI: modal dialogs, the system-error overlay, alert/confirm/information popups and
// tooltips. The show* functions work outside React; they render into one lazily created host.
export { showAlert, type AlertOptions } from './alert';
export { showConfirm, type ConfirmOptions } from './confirm';
export { showInfo, showLogoutSuccess, type InfoOptions } from './info';
export { showSystemError, type SystemErrorOptions, type SystemErrorVariant } from './system-error';
export { Dialog, type DialogProps } from './Dialog';
export { Tooltip, type TooltipProps } from './Tooltip';
export { closeAllDialogs, destroyUi } from './ui-host';
export { setUiStore } from './layer-stack';
