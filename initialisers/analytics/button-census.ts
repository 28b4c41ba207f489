import type { ButtonTracking } from '../../src/api/census';
import * as dom from '../../src/lib/dom';

// Automatic button census (spec runtime.md sections 3 and 7): every platform button
// (`.sqs-block-button-element`: button blocks, 2026 button components, and the buttons templates
// draw the same way) that renders is reported once with button-render, and every click on one
// with button-click. Markup of a button block, as the platform renders it:
//
// <div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-…">
//   <div class="sqs-block-content">
//     <div class="sqs-block-button-container sqs-block-button-container--center"
//          data-alignment="center" data-button-size="medium">
//       <a href="/contact" target="_blank"
//          class="sqs-block-button-element--medium sqs-block-button-element">Contact us</a>
//     </div>
//   </div>
// </div>

export const BUTTON_SELECTOR = '.sqs-block-button-element';

/** Button text longer than this is cut: it is a label, not content. */
const MAX_BUTTON_TEXT = 200;

function classSuffix(element: Element | null, prefix: string): string {
  if (!element) return '';
  for (const name of Array.from(element.classList)) {
    if (name.startsWith(prefix) && name.length > prefix.length) return name.slice(prefix.length);
  }
  return '';
}

/** Block classes that say how a block is drawn rather than what it is. */
const GENERIC_BLOCK_CLASSES = new Set(['sqs-block', 'website-component-block']);

/**
 * What kind of block the button sits in, e.g. `button-block` (a 2026 button component too, whose
 * first such class is `website-component-block`); `page` outside blocks.
 */
function buttonContext(block: Element | null): string {
  if (!block) return 'page';
  const named = Array.from(block.classList).find(
    (name) => name.endsWith('-block') && !GENERIC_BLOCK_CLASSES.has(name),
  );
  return named ?? 'block';
}

/** The census fields of a platform button (spec section 3, button tracking). */
export function readButtonTracking(element: Element): ButtonTracking {
  const block = element.closest('.sqs-block');
  const container = element.closest('.sqs-block-button-container') ?? element.parentElement;
  return {
    id: block?.id || element.id || '',
    buttonText: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_BUTTON_TEXT),
    clickthroughUrl: element.getAttribute('href') ?? '',
    alignment:
      container?.getAttribute('data-alignment') ||
      classSuffix(container, 'sqs-block-button-container--'),
    size:
      container?.getAttribute('data-button-size') ||
      classSuffix(element, 'sqs-block-button-element--'),
    newWindow: element.getAttribute('target') === '_blank',
    context: buttonContext(block),
  };
}

export interface ButtonWatch {
  doc: Document;
  signal: AbortSignal;
  /** Called for each button found, at once and when added later; may repeat for one element. */
  onRender: (button: Element) => void;
  onClick: (button: Element) => void;
}

function isElement(node: Node): node is Element {
  return node.nodeType === Node.ELEMENT_NODE;
}

/** Finds the buttons now and as they are added, and listens for clicks, until `signal` aborts. */
export function watchButtons({ doc, signal, onRender, onClick }: ButtonWatch): void {
  if (signal.aborted) return;
  const scan = (root: Element | Document): void => {
    if (isElement(root) && root.matches(BUTTON_SELECTOR)) onRender(root);
    dom.queryAll(root, BUTTON_SELECTOR).forEach(onRender);
  };
  scan(doc);

  const observer = new MutationObserver((records) => {
    for (const record of records)
      record.addedNodes.forEach((node) => isElement(node) && scan(node));
  });
  observer.observe(dom.root(doc), { childList: true, subtree: true });
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });

  // Capture, so a click that a template script stops from bubbling is still counted.
  dom.on(
    doc,
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const element = isElement(target) ? target : target.parentElement;
      const button = element?.closest(BUTTON_SELECTOR);
      if (button) onClick(button);
    },
    { capture: true, signal },
  );
}
