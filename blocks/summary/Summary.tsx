// Draws a summary block: the server's wrapper moved into the root as it is (links, classes and
// text kept), thumbnails in frames reserved from their aspect and loaded by the image loader; the
// carousel design puts the items into the shared carousel.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Carousel, slidesAround, useServerCarousel } from '../../src/carousel';
import { attachImage, imageLog, StyleJournal, whenNearViewport } from '../../src/images';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import type { SummaryData } from './read-summary';

/**
 * The platform's video placeholder holds a picture with no alt text, in a thumbnail link with no
 * text: the link is named by its item's title (`data-title`, which the server writes on it, as
 * the real 7.0 summary in fixtures/blocks/summary-7.0.html shows) and the picture, then
 * decorative, is left out of what screen readers read.
 */
function nameVideoThumbnail(video: HTMLElement, server: BlockProps<SummaryData>['server']): void {
  const link = video.closest('a');
  const title = link?.getAttribute('data-title')?.replace(/\s+/g, ' ').trim() ?? '';
  if (!link || title === '' || link.hasAttribute('aria-label')) return;
  if ((link.textContent ?? '').trim() !== '') return;
  server.setAttribute(link, 'aria-label', title);
  for (const picture of video.querySelectorAll('img:not([alt])')) {
    server.setAttribute(picture, 'alt', '');
  }
}

export function Summary({ data, server, signal }: BlockProps<SummaryData>) {
  const host = useRef<HTMLDivElement>(null);
  const { adopt, handOver, portal } = useServerCarousel(server);
  // The carousel's slides: the server's own nodes.
  const nodes = useMemo(() => data.items.map((item) => item.element), [data.items]);
  const wantSlides = useRef<(indices: number[]) => void>(() => undefined);

  useLayoutEffect(() => {
    server.adoptElements(host.current as HTMLDivElement);
    const styles = new StyleJournal();
    const { wrapper, list, layout } = data;
    server.toggleClass(wrapper, 'sr-summary', true);
    server.toggleClass(wrapper, `sr-summary--${layout}`, true);
    server.toggleClass(list, 'sr-summary__items', true);
    styles.set(wrapper, '--sr-summary-column', `${data.columnWidth}px`);
    styles.set(wrapper, '--sr-summary-gutter', `${data.gutter}px`);
    styles.set(wrapper, '--sr-summary-list-image', `${data.listImageSize}%`);
    for (const item of data.items) {
      if (item.video) {
        // Reserved at the spec's aspect before the video's picture or player arrives.
        server.toggleClass(item.video, 'sr-summary__video', true);
        styles.set(item.video, 'padding-bottom', data.videoAspect);
        // The platform fades its picture in from opacity 0 (an inline style): shown at once.
        const overlay = item.video.querySelector<HTMLElement>(':scope > .sqs-video-overlay');
        if (overlay && item.image) styles.set(overlay, 'opacity', '1');
        nameVideoThumbnail(item.video, server);
      }
      const frame = item.image?.image.parentElement;
      if (!frame) continue;
      server.toggleClass(frame, 'sr-summary__frame', true);
      if (item.ratio) styles.set(frame, 'aspect-ratio', String(item.ratio));
    }
    // The server's pager is two empty spans: the carousel draws real buttons instead.
    if (data.pager) server.setAttribute(data.pager, 'hidden', '');
    if (layout === 'carousel') {
      handOver(list, nodes);
    }
    return () => styles.restore();
  }, [data, server, handOver, nodes]);

  // Thumbnails through the image loader. A carousel's slides beside the view are clipped, so
  // they are never "near the viewport": once the carousel is near, the slides in view and one on
  // each side load.
  useEffect(() => {
    const context = { server, signal, log: imageLog };
    const cleanups: Cleanup[] = [];
    const attached = new Set<number>();
    const attach = (index: number, now: boolean) => {
      const image = data.items[index]?.image;
      if (!image || attached.has(index)) return;
      attached.add(index);
      const settings = now ? { ...image.settings, load: true as const } : image.settings;
      cleanups.push(attachImage(image.image, settings, context));
    };
    let stopWatching: (() => void) | null = null;
    if (data.layout !== 'carousel' || typeof IntersectionObserver !== 'function') {
      data.items.forEach((_, index) => attach(index, false));
    } else {
      let near = false;
      let inView: number[] = [];
      const loadAround = () => {
        if (near) slidesAround(inView, data.items.length, false).forEach((i) => attach(i, true));
      };
      wantSlides.current = (indices) => {
        inView = indices;
        loadAround();
      };
      stopWatching = whenNearViewport(data.wrapper, () => {
        near = true;
        loadAround();
      });
    }
    return () => {
      stopWatching?.();
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [data, server, signal]);

  const onSlidesInView = useCallback((indices: number[]) => wantSlides.current(indices), []);

  return (
    <div ref={host} className="sr-summary-root">
      {portal(
        <Carousel
          label={data.label}
          nodes={nodes}
          adopt={adopt}
          perRow={data.perRow}
          responsive
          gap={`${data.gutter}px`}
          className="sr-summary__carousel"
          onSlidesInView={onSlidesInView}
        />,
      )}
    </div>
  );
}
