// The one list of open layers (modal dialogs and non-modal popups), outermost last. It hands out
// z-indexes from the dialog base, decides which dialog owns the keyboard and what is inert, and
// mirrors the ids of open dialogs into the shared store when one is registered.
import { updateSlice, type RuntimeStore } from '../store/store';
import { DIALOG_BASE_Z_INDEX } from './constants';
import { setInertOutside } from './inert-background';

interface Layer {
  id: string;
  element: HTMLElement;
  modal: boolean;
  zIndex: number;
}

export interface LayerHandle {
  zIndex: number;
  close: () => void;
}

let layers: Layer[] = [];
let uiStore: RuntimeStore | null = null;

function topModalIndex(): number {
  for (let index = layers.length - 1; index >= 0; index -= 1) {
    if (layers[index]?.modal) return index;
  }
  return -1;
}

function openDialogIds(): string[] {
  return layers.filter((layer) => layer.modal).map((layer) => layer.id);
}

function sync(): void {
  const top = topModalIndex();
  setInertOutside(top < 0 ? [] : layers.slice(top).map((layer) => layer.element));
  if (uiStore) updateSlice(uiStore, 'ui', { openDialogs: openDialogIds() });
}

/** Adds a layer above every open one. `close()` removes it and restores what it changed. */
export function openLayer(id: string, element: HTMLElement, modal: boolean): LayerHandle {
  const highest = layers.reduce((max, layer) => Math.max(max, layer.zIndex), -1);
  const zIndex = highest < 0 ? DIALOG_BASE_Z_INDEX : highest + 1;
  const layer: Layer = { id, element, modal, zIndex };
  layers = [...layers, layer];
  sync();
  return {
    zIndex,
    close: () => {
      if (!layers.includes(layer)) return;
      layers = layers.filter((other) => other !== layer);
      sync();
    },
  };
}

/** Only the outermost modal dialog reacts to Escape and Tab. */
export function isTopModal(id: string): boolean {
  return layers[topModalIndex()]?.id === id;
}

/**
 * Mirrors open dialog ids into `store.ui.openDialogs` (pass null to stop). Optional: without a
 * store the list lives here only.
 */
export function setUiStore(store: RuntimeStore | null): void {
  uiStore = store;
  if (store) updateSlice(store, 'ui', { openDialogs: openDialogIds() });
}
