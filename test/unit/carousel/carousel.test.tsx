import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../../src/carousel';

function serverNodes(count: number): HTMLElement[] {
  const list = document.createElement('div');
  list.id = 'server-list';
  document.body.appendChild(list);
  return Array.from({ length: count }, (_, index) => {
    const node = document.createElement('div');
    node.className = 'summary-item';
    node.innerHTML = `<a href="/post-${index + 1}">Post ${index + 1}</a>`;
    list.appendChild(node);
    return node;
  });
}

const adopt = (node: Node, parent: HTMLElement) => {
  parent.appendChild(node);
};

describe('Carousel', () => {
  it('is a named region of slides labelled "n of m" holding the server nodes, links intact', () => {
    const nodes = serverNodes(4);
    render(<Carousel label="Recent posts" nodes={nodes} adopt={adopt} perRow={1} />);
    const region = screen.getByRole('region', { name: 'Recent posts' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = Array.from(region.querySelectorAll('[aria-roledescription="slide"]'));
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides.every((slide) => slide.getAttribute('role') === 'group')).toBe(true);
    // The very same server nodes, moved in.
    expect(slides.map((slide) => slide.firstElementChild)).toEqual(nodes);
    expect(slides[2]?.querySelector('a')?.getAttribute('href')).toBe('/post-3');
  });

  it('offers previous and next buttons, and no rotation button without autoplay', () => {
    render(<Carousel label="Gallery" nodes={serverNodes(3)} adopt={adopt} />);
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(buttons).toEqual(['Previous slide', 'Next slide']);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    // Not looping: the first group cannot go back; focusable still (aria-disabled, not disabled).
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous.classList.contains('disabled')).toBe(true);
    expect(previous.hasAttribute('disabled')).toBe(false);
  });

  it('hides every control when all slides fit in one row', () => {
    render(<Carousel label="Gallery" nodes={serverNodes(3)} adopt={adopt} perRow={3} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('draws a thumbnail strip when asked: a named group of buttons, the current one marked', () => {
    const thumbnails = [
      { src: '/a.jpg?format=300w', label: 'Show Dunes' },
      { src: null, label: 'Show slide 2 of 3' },
      { src: '/c.jpg?format=300w', label: 'Show Harbour' },
    ];
    render(
      <Carousel label="Gallery" nodes={serverNodes(3)} adopt={adopt} thumbnails={thumbnails} />,
    );
    const strip = screen.getByRole('group', { name: 'Choose a slide' });
    const buttons = Array.from(strip.querySelectorAll('button'));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show Dunes',
      'Show slide 2 of 3',
      'Show Harbour',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual([
      'true',
      null,
      null,
    ]);
    // The image is decoration (the button carries the name), fetched only near the view.
    const image = buttons[0]?.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('src')).toBe('/a.jpg?format=300w');
    expect(buttons[1]?.querySelector('img')).toBeNull();
    // The strip controls the slides, as the previous and next buttons do.
    const slidesId = screen
      .getByRole('button', { name: 'Next slide' })
      .getAttribute('aria-controls');
    expect(buttons.every((button) => button.getAttribute('aria-controls') === slidesId)).toBe(true);
  });

  it('draws no thumbnail strip when every slide fits in one row', () => {
    const thumbnails = [
      { src: null, label: 'Show slide 1 of 2' },
      { src: null, label: 'Show slide 2 of 2' },
    ];
    render(
      <Carousel
        label="Gallery"
        nodes={serverNodes(2)}
        adopt={adopt}
        perRow={2}
        thumbnails={thumbnails}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Choose a slide' })).toBeNull();
  });

  it('puts the rotation button first; it stops and starts rotation and sets aria-live', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<Carousel label="Gallery" nodes={serverNodes(3)} adopt={adopt} autoplayMs={3000} />);
    const region = screen.getByRole('region', { name: 'Gallery' });
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]?.getAttribute('aria-label')).toBe('Stop slide rotation');
    const live = () => region.querySelector('.sr-carousel__container')?.getAttribute('aria-live');
    expect(live()).toBe('off');
    fireEvent.click(buttons[0] as HTMLElement);
    expect(buttons[0]?.getAttribute('aria-label')).toBe('Start slide rotation');
    expect(live()).toBe('polite');
    fireEvent.click(buttons[0] as HTMLElement);
    expect(live()).toBe('off');
  });

  it('pauses while a mouse hovers it, but not for a touch', () => {
    render(<Carousel label="Gallery" nodes={serverNodes(3)} adopt={adopt} autoplayMs={3000} />);
    const region = screen.getByRole('region', { name: 'Gallery' });
    const live = () => region.querySelector('.sr-carousel__container')?.getAttribute('aria-live');
    fireEvent.pointerEnter(region, { pointerType: 'touch' });
    expect(live()).toBe('off');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    expect(live()).toBe('polite');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    expect(live()).toBe('off');
  });

  it('never rotates under nomotion=true', () => {
    window.history.replaceState(null, '', '/?nomotion=true');
    try {
      render(<Carousel label="Gallery" nodes={serverNodes(3)} adopt={adopt} autoplayMs={3000} />);
      expect(screen.queryByRole('button', { name: /slide rotation/ })).toBeNull();
      const region = screen.getByRole('region', { name: 'Gallery' });
      expect(region.querySelector('.sr-carousel__container')?.getAttribute('aria-live')).toBe(
        'polite',
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('takes one arrow key per 200 ms; at the end of a carousel that does not loop it reports', () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    render(<Carousel label="Gallery" nodes={serverNodes(3)} adopt={adopt} />);
    const region = screen.getByRole('region', { name: 'Gallery' });
    const events: string[] = [];
    for (const type of ['sr-carousel:reached-end', 'sr-carousel:reached-beginning']) {
      document.addEventListener(type, () => events.push(type));
    }
    // Nothing is laid out here, so there is nowhere to go: each key that passes reports an end.
    fireEvent.keyDown(region, { key: 'ArrowLeft', keyCode: 37 });
    fireEvent.keyDown(region, { key: 'ArrowLeft', keyCode: 37 });
    expect(events).toEqual(['sr-carousel:reached-beginning']);
    now += 200;
    fireEvent.keyDown(region, { key: 'ArrowRight', keyCode: 39 });
    now += 100;
    fireEvent.keyDown(region, { key: 'ArrowRight', keyCode: 39 });
    expect(events).toEqual(['sr-carousel:reached-beginning', 'sr-carousel:reached-end']);
  });

  it('keeps a plain arrow key from scrolling the page, and leaves Alt and Meta arrows and other keys to the browser', () => {
    render(<Carousel label="Gallery" nodes={serverNodes(3)} adopt={adopt} />);
    const region = screen.getByRole('region', { name: 'Gallery' });
    const events: string[] = [];
    document.addEventListener('sr-carousel:reached-beginning', () => events.push('beginning'));
    // fireEvent answers false when the handler called preventDefault.
    expect(fireEvent.keyDown(region, { key: 'ArrowLeft', altKey: true })).toBe(true);
    expect(fireEvent.keyDown(region, { key: 'ArrowLeft', metaKey: true })).toBe(true);
    expect(fireEvent.keyDown(region, { key: 'Enter', keyCode: 13 })).toBe(true);
    expect(events).toEqual([]);
    expect(fireEvent.keyDown(region, { key: 'ArrowLeft', keyCode: 37 })).toBe(false);
    expect(events).toEqual(['beginning']);
  });

  it('leaves arrow keys typed in a field alone', () => {
    const nodes = serverNodes(3);
    (nodes[0] as HTMLElement).innerHTML = '<input aria-label="Search">';
    render(<Carousel label="Gallery" nodes={nodes} adopt={adopt} />);
    const events: string[] = [];
    document.addEventListener('sr-carousel:reached-beginning', () => events.push('beginning'));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'ArrowLeft' });
    expect(events).toEqual([]);
  });
});
