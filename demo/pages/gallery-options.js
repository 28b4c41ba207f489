// Gallery options demo: one button moves the three strips of the speed section at the same moment,
// so their glides (0.2 s, the default 0.5 s, 3 s) can be compared side by side. It presses each
// strip's own Next button. Plain script, no inline code: CSP-safe.
(() => {
  'use strict';

  const STRIPS = [
    'block-options-strip-fast',
    'block-options-strip-default',
    'block-options-strip-slow',
  ];

  document.getElementById('demo-strips-next')?.addEventListener('click', () => {
    for (const id of STRIPS) {
      document.querySelector(`#${id} .sr-carousel__next`)?.click();
    }
  });
})();
