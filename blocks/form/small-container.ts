// The newsletter's small-container rule (runtime.md section 9: "newsletter small container below
// 320 px"): a newsletter block narrower than that stacks its fields and button. The class is the
// platform's; its stylesheet styles `.newsletter-block.newsletter-form-has-small-container`
// (../shared/real-pages/assets/…/site.css of the 2026 pages). Measured when the block mounts and
// again at the end of each change of the window's width (the resize emitter, src/lib).
import { createResizeEmitter, RESIZE_END } from '../../src/lib/resize-emitter';
import type { ServerDom } from '../../src/runtime/server-dom';

export const SMALL_CONTAINER_PX = 320;
export const SMALL_CONTAINER_CLASS = 'newsletter-form-has-small-container';

/** Below 320 px; a block with no width (hidden, not laid out) is not small. */
export function isSmallContainer(width: number): boolean {
  return width > 0 && width < SMALL_CONTAINER_PX;
}

/** Keeps the class on `block` while its content is narrower than 320 px, until `signal` aborts. */
export function followSmallContainer(block: HTMLElement, server: ServerDom, signal: AbortSignal) {
  const content = block.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? block;
  const apply = () => {
    if (signal.aborted) return;
    server.toggleClass(block, SMALL_CONTAINER_CLASS, isSmallContainer(content.clientWidth));
  };
  apply();
  createResizeEmitter({ axis: 'x', signal })?.on(RESIZE_END, apply);
}
