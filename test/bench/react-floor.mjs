// The React floor: React and react-dom's client in one IIFE, built with the runtime core's settings.
// Its gzip size is what the core's size is compared with. On a bench page it is also the bare React
// loop the runtime's boot is compared with: one root per block marked data-bench-root, each marking
// its block mounted when React commits it, as the runtime does.
//
// On a real page (its script tag has data-real-page) there are no marks: it mounts one root per
// top-level .sqs-block, in a hidden element of its own, and renders nothing there, so the page looks
// as it does without script and what is measured is React's own cost.
import { createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

function BareBlock({ element, visible }) {
  useLayoutEffect(() => {
    element.setAttribute('data-sr-state', 'mounted');
  }, [element]);
  return visible ? createElement('div', { className: 'bench-floor-block' }, element.id) : null;
}

function hiddenContainer(block) {
  const container = document.createElement('div');
  container.hidden = true;
  block.append(container);
  return container;
}

if (document.currentScript?.hasAttribute('data-real-page')) {
  for (const element of document.querySelectorAll('.sqs-block:not(.sqs-block .sqs-block)')) {
    createRoot(hiddenContainer(element)).render(
      createElement(BareBlock, { element, visible: false }),
    );
  }
} else {
  for (const element of document.querySelectorAll('[data-bench-root]')) {
    const container = element.querySelector(':scope > .sqs-block-content') ?? element;
    createRoot(container).render(createElement(BareBlock, { element, visible: true }));
  }
}
