// Unit tests cannot fetch pack files (happy-dom loads no script): this loader starts with the `react`
// pack already in place, as a browser has it once the pack has run, so blocks with a component
// render at once.
import { renderBlockRoot } from '../../../src/runtime/block-root';
import { PackLoader, pageLoader } from '../../../src/runtime/packs';
import { REACT_PACK, UI_PACK } from '../../../src/runtime/shared-packs';
import * as ui from '../../../src/ui';
import type { BlockRenderer } from '../../../src/runtime/types';

export function packLoaderWithReact(doc: Document = document): PackLoader {
  const loader = new PackLoader(doc);
  const renderer: BlockRenderer = { renderBlockRoot };
  loader.define(REACT_PACK, renderer);
  return loader;
}

/** What a block renders: its React root's content once mounted, else its server content. */
export function renderedContent(block: Element | null): string {
  const container = block?.querySelector(':scope > .sqs-block-content') ?? block;
  const root = container?.querySelector(':scope > [data-sr-root]');
  return (root ?? container)?.innerHTML ?? '';
}

/**
 * Puts the shared dialogs in the page's pack loader, as the `ui` pack does once it has run, so that
 * the core's lazy UI (src/ui/lazy.ts) finds them without fetching a file.
 */
export function installUiPack(): void {
  pageLoader().define(UI_PACK, ui);
}
