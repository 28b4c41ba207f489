// UserItemsListCarousel (7.1 list section, carousel layout). The template's stylesheet stacks
// every slide in one grid cell, pushed out of sight (`translatex(-9999px)`), and keeps the list
// transparent until it is `--initialized`: script gives each slide its width and place. Arrows
// and the keyboard's arrow keys turn it; slides out of view are inert (no hidden links in the tab
// order) and hidden from screen readers, which hear the list's new items. Without the stylesheet
// the list reads as a plain list and is left as it is.
//
// <div class="user-items-list-item-container user-items-list-carousel"
//      data-controller="UserItemsListCarousel" data-max-columns="3" data-show-adjacent-slides="true"
//      data-space-between-slides-value="60" data-space-between-slides-unit="px"
//      data-is-infinite-enabled="true" data-navigation-controls="arrows" …>
//   <div class="user-items-list-carousel__gutter" role="region" aria-label="Carousel">
//     <div class="user-items-list-carousel__slideshow-holder">
//       <div class="user-items-list-carousel__slides-revealer">
//         <ul class="user-items-list-carousel__slides" style="grid-gap: 60px;">
//           <li class="user-items-list-carousel__slide list-item">…</li> …
//     <div class="desktop-arrows user-items-list-carousel__arrow-wrapper …--left">…
//       <button class="user-items-list-carousel__arrow-button …--left" aria-label=" Previous ">
//     (the same for --right, and again as mobile-arrows below the list)
import { StyleJournal } from '../../src/images/style-journal';
import { arrowDirection, createThrottle, isTypingTarget } from '../../src/carousel/keyboard';
import { slidesPerWidth } from '../../src/carousel/per-width';
import { carouselStrings } from '../../src/carousel/strings';
import { motionAllowed } from '../../src/lib/motion';
import { onResizeFrame } from '../../src/lib/scroll-frame';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import type { ListCarouselSettings } from './read-list-carousel';
import { nextStart, slidePositions } from './slide-positions';

const SLIDES = '.user-items-list-carousel__slides';
export const INITIALIZED = 'user-items-list-carousel__slides--initialized';

export function attachListCarousel({
  element,
  data,
  server,
  signal,
}: ControllerProps<ListCarouselSettings>): void {
  const list = element.querySelector<HTMLElement>(SLIDES);
  const slides = Array.from(
    element.querySelectorAll<HTMLElement>('.user-items-list-carousel__slide'),
  );
  if (!list || slides.length === 0) throw new BlockSkip('No slides in the list carousel');
  // Only the template's stylesheet stacks the slides; without it the list stays a list.
  if (getComputedStyle(list).display !== 'grid') return;

  const region = element.querySelector<HTMLElement>('.user-items-list-carousel__gutter');
  const previous = element.querySelectorAll<HTMLElement>(
    '.user-items-list-carousel__arrow-button--left',
  );
  const next = element.querySelectorAll<HTMLElement>(
    '.user-items-list-carousel__arrow-button--right',
  );
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });

  if (region)
    server.setAttribute(region, 'aria-roledescription', carouselStrings.carouselRoleDescription);
  // The list stays a list (its items' own role); what comes into view is announced.
  server.setAttribute(list, 'aria-live', 'polite');

  let current = 0;
  let perView = 1;
  const layout = () => {
    const viewport = window.innerWidth;
    const box = list.getBoundingClientRect();
    const style = getComputedStyle(list);
    const inner =
      box.width -
      Number.parseFloat(style.paddingLeft || '0') -
      Number.parseFloat(style.paddingRight || '0');
    perView = Math.min(slides.length, slidesPerWidth(data.maxColumns, viewport));
    const gap = data.gap(viewport);
    const width = Math.max(0, (inner - gap * (perView - 1)) / perView);
    current = nextStart(current, 0, slides.length, perView, data.infinite);
    const places = slidePositions(slides.length, current, perView, data.infinite);
    slides.forEach((slide, index) => {
      const place = places[index] ?? 0;
      styles.set(slide, 'width', `${Math.round(width * 100) / 100}px`);
      styles.set(
        slide,
        'transform',
        `translateX(${Math.round(place * (width + gap) * 100) / 100}px)`,
      );
      const visible = place >= 0 && place < perView;
      server.setAttribute(slide, 'inert', visible ? null : '');
      server.setAttribute(slide, 'aria-hidden', visible ? null : 'true');
    });
    const atStart = !data.infinite && current === 0;
    const atEnd = !data.infinite && current >= slides.length - perView;
    previous.forEach((button) =>
      server.setAttribute(button, 'aria-disabled', atStart ? 'true' : null),
    );
    next.forEach((button) => server.setAttribute(button, 'aria-disabled', atEnd ? 'true' : null));
  };

  const turn = (step: number) => {
    const target = nextStart(current, step, slides.length, perView, data.infinite);
    if (target === current) return;
    current = target;
    // Slides glide to their places, unless the visitor asked for less motion.
    slides.forEach((slide) =>
      styles.set(slide, 'transition', motionAllowed() ? 'transform 0.5s ease' : 'none'),
    );
    layout();
  };
  previous.forEach((button) => button.addEventListener('click', () => turn(-1), { signal }));
  next.forEach((button) => button.addEventListener('click', () => turn(1), { signal }));
  const throttle = createThrottle();
  element.addEventListener(
    'keydown',
    (event) => {
      const direction = arrowDirection(event);
      if (!direction || isTypingTarget(event.target) || !throttle()) return;
      event.preventDefault();
      turn(direction === 'next' ? 1 : -1);
    },
    { signal },
  );

  layout();
  server.toggleClass(list, INITIALIZED, true);
  onResizeFrame(layout, signal);
}
