// The React floor: React and react-dom's client in one IIFE, built with the runtime core's settings.
// Its gzip size is what the core's size is compared with. On a bench page it is also the bare React
// loop the runtime's boot is compared with: one root per block marked data-bench-root, each marking
// its block mounted when React commits it, as the runtime does.
import { createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

function BareBlock({ element }) {
  useLayoutEffect(() => {
    element.setAttribute('data-sr-state', 'mounted');
  }, [element]);
  return createElement('div', { className: 'bench-floor-block' }, element.id);
}

for (const element of document.querySelectorAll('[data-bench-root]')) {
  const container = element.querySelector(':scope > .sqs-block-content') ?? element;
  createRoot(container).render(createElement(BareBlock, { element }));
}
