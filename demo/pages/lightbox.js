// Lightbox demo: a block of the page's own (registered through SiteRuntime.registerBlock) whose
// button opens a set of images and a video in the lightbox pack, the way a gallery would reach it
// (props.loadPack). A launcher may ask for the lightbox's own options (widgets.md section 3:
// "controls.previous, controls.next, ... speed") with data attributes: data-demo-lightbox-speed
// (seconds; a value that is not a number is passed as the text, to show the warning) and
// data-demo-lightbox-controls (JSON), and names its lightbox with data-demo-lightbox-label.
// Plain script, no inline code: CSP-safe.
(() => {
  'use strict';

  const CDN = '/cdn-stand-in/images.squarespace-cdn.com/content/v1/576a60ce2e69cf8e27a0eebf';
  const ITEMS = [
    {
      kind: 'image',
      src: `${CDN}/1560815149565-PMQTGNR0COR55ABYM7GD/IMG_8299.jpeg?format=1500w`,
      srcset: [500, 1000, 1500, 2500]
        .map(
          (width) =>
            `${CDN}/1560815149565-PMQTGNR0COR55ABYM7GD/IMG_8299.jpeg?format=${width}w ${width}w`,
        )
        .join(', '),
      alt: 'Montauk at dusk',
      width: 2500,
      height: 1875,
      caption: 'Montauk at dusk.',
    },
    {
      kind: 'image',
      src: `${CDN}/1560816465986-AVXFEHP57Z9TUYJ21SKN/IMG_8228.jpeg?format=1500w`,
      alt: 'A lighthouse on the dunes',
      width: 2500,
      height: 3196,
    },
    {
      kind: 'video',
      embedUrl: 'https://www.youtube.com/embed/TYGIMaP6ukg?wmode=opaque&enablejsapi=1',
      provider: 'YouTube',
      title: 'New York in a day (BeFifty video)',
      thumbnail: `${CDN}/1560815149565-PMQTGNR0COR55ABYM7GD/IMG_8299.jpeg?format=750w`,
      caption: 'The Big Apple from above.',
    },
    {
      kind: 'image',
      src: `${CDN}/1560815149565-PMQTGNR0COR55ABYM7GD/IMG_8299.jpeg?format=1000w`,
      alt: 'The beach at Montauk',
      width: 2500,
      height: 1875,
    },
  ];

  /** The speed and controls a launcher asks for, as the page author wrote them. */
  function lookOptions(element) {
    const options = {};
    const speed = element.dataset.demoLightboxSpeed;
    if (speed !== undefined) {
      const seconds = Number(speed);
      options.speed = speed.trim() !== '' && Number.isFinite(seconds) ? seconds : speed;
    }
    const controls = element.dataset.demoLightboxControls;
    if (controls !== undefined) options.controls = JSON.parse(controls);
    return options;
  }

  function attach({ element, loadPack, signal }) {
    const button = element.querySelector('[data-demo-lightbox-open]');
    const status = element.querySelector('[data-demo-lightbox-status]');
    if (!button) return undefined;
    const look = lookOptions(element);
    const label = element.dataset.demoLightboxLabel ?? 'Long Island, in pictures';
    let handle = null;
    button.addEventListener(
      'click',
      () => {
        loadPack('lightbox').then((lightbox) => {
          handle = lightbox.openLightbox({
            ...look,
            items: ITEMS,
            index: 0,
            label,
            opener: button,
            thumbnails: true,
            historyHash: (index) => `itemId=demo-${index + 1}`,
            onClose: (index) => {
              handle = null;
              if (status) status.textContent = `Closed on item ${index + 1}.`;
            },
          });
        });
      },
      { signal },
    );
    return () => handle?.close();
  }

  function register() {
    window.SiteRuntime?.registerBlock({
      name: 'demo-lightbox-set',
      selector: '.demo-lightbox-launcher',
      priority: 'critical',
      attach,
    });
  }

  if (window.SiteRuntime) register();
  else document.addEventListener('site-runtime:ready', register, { once: true });
})();
