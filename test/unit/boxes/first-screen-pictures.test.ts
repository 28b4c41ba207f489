import { afterEach, describe, expect, it, vi } from 'vitest';
import { primePictures } from '../../../src/boxes/prime-pictures';
import { BoxReserver } from '../../../src/boxes/reserve-boxes';
import { imageSources } from '../../../src/images/image-sources';
import { attachImage } from '../../../src/images/image-loader';
import { PRIMED_ATTRIBUTE, readImageSettings } from '../../../src/images/image-settings';
import { ServerDom } from '../../../src/runtime/server-dom';
import { mockLogger } from '../support/mock-logger';

// happy-dom lays nothing out: each test gives the wrapper the box a browser would.

/** A strips section of `count` landscape 3:2 pictures, in the platform's 7.1 markup. */
function stripsSection(count: number, props = '{"gutter": 0, "rowHeight": 300}'): HTMLElement {
  const section = document.createElement('div');
  section.setAttribute('data-controller', 'GalleryStrips');
  section.setAttribute('data-props', props);
  const figures = Array.from(
    { length: count },
    (_, i) =>
      `<figure class="gallery-strips-item"><div class="gallery-strips-item-wrapper">` +
      `<img data-src="https://images.example.com/p${i}.jpg" data-image-dimensions="1500x1000" ` +
      `data-load="false" alt="Photo ${i}"></div></figure>`,
  );
  section.innerHTML = `<div class="gallery-strips-wrapper">${figures.join('')}</div>`;
  document.body.append(section);
  return section;
}

function giveWidth(element: Element, width: number, top = 0): void {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width, height: 0 }),
  );
}

const images = (section: HTMLElement) =>
  Array.from(section.querySelectorAll<HTMLImageElement>('img'));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BoxReserver: a gallery section laid out before the first paint', () => {
  it('places every item from its proportions and the props, and gives the wrapper its height', () => {
    vi.stubGlobal('innerWidth', 1280);
    const section = stripsSection(4);
    const wrapper = section.querySelector<HTMLElement>('.gallery-strips-wrapper')!;
    giveWidth(wrapper, 900);

    const [reserved] = new BoxReserver().reserve([
      { element: section, rule: { gallery: 'strips' } },
    ]);

    // Three 3:2 pictures 300 high are 1350 wide: the row holds two (900 wide, each 450x300).
    expect(reserved?.layout.boxes.slice(0, 2)).toEqual([
      { left: 0, top: 0, width: 450, height: 300 },
      { left: 450, top: 0, width: 450, height: 300 },
    ]);
    expect(wrapper.style.height).toBe('600px');
    const figure = section.querySelector<HTMLElement>('figure')!;
    expect([figure.style.position, figure.style.width]).toEqual(['absolute', '450px']);
  });

  it('lays a section out again, before the paint, when reserving brought the scroll bar and narrowed it', () => {
    vi.stubGlobal('innerWidth', 1280);
    const section = stripsSection(4);
    const wrapper = section.querySelector<HTMLElement>('.gallery-strips-wrapper')!;
    // 900 wide when read; once the boxes are written the page overflows and the bar takes 15 px.
    vi.spyOn(wrapper, 'getBoundingClientRect').mockImplementation(() =>
      DOMRect.fromRect({ x: 0, y: 40, width: wrapper.style.height ? 885 : 900, height: 0 }),
    );

    const [reserved] = new BoxReserver().reserve([
      { element: section, rule: { gallery: 'strips' } },
    ]);

    const figure = section.querySelector<HTMLElement>('figure')!;
    expect(reserved?.layout.boxes[1]).toEqual({ left: 442.5, top: 0, width: 442.5, height: 295 });
    expect([figure.style.width, wrapper.style.height]).toEqual(['442.5px', '590px']);
  });

  it('reserves a section once, leaves one that has no width yet (hidden) or unreadable props alone, and puts every style back', () => {
    vi.stubGlobal('innerWidth', 1280);
    const hidden = stripsSection(2);
    const broken = stripsSection(2, '{not json');
    const shown = stripsSection(2);
    giveWidth(broken.querySelector('.gallery-strips-wrapper')!, 900);
    giveWidth(shown.querySelector('.gallery-strips-wrapper')!, 900);
    const reserver = new BoxReserver();
    const rule = { gallery: 'strips' } as const;
    const requests = [hidden, broken, shown].map((element) => ({ element, rule }));

    expect(reserver.reserve(requests)).toHaveLength(1);
    expect(reserver.reserve(requests)).toHaveLength(0);
    expect(hidden.querySelector('figure')?.hasAttribute('style')).toBe(false);
    expect(broken.querySelector('figure')?.hasAttribute('style')).toBe(false);

    reserver.restore();
    expect(shown.querySelector('figure')?.hasAttribute('style')).toBe(false);
    expect(shown.querySelector('.gallery-strips-wrapper')?.hasAttribute('style')).toBe(false);
  });
});

describe('primePictures: the first screen starts with the core', () => {
  it('starts the pictures in view at the width their box gives them, the largest first in priority, and none below the screen', () => {
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('devicePixelRatio', 2);
    const section = stripsSection(6);
    giveWidth(section.querySelector('.gallery-strips-wrapper')!, 900, 500);
    const [reserved] = new BoxReserver().reserve([
      { element: section, rule: { gallery: 'strips' } },
    ]);
    const journal = new ServerDom(document.documentElement);

    // Rows of two 450x300 pictures from y=500: the first row is in an 800-high view, the rest not.
    const started = primePictures([reserved!], { width: 1280, height: 800 }, journal);

    expect(started).toBe(2);
    const [first, second, third] = images(section);
    const settings = readImageSettings(first!, { mode: 'fill' });
    if (!settings.ok) throw new Error(settings.error);
    const expected = imageSources(settings.value, { width: 450, height: 300 }, 2);
    expect(first?.getAttribute('srcset')).toBe(expected.srcset);
    expect(first?.getAttribute('sizes')).toBe('450px');
    expect(first?.getAttribute('src')).toBe('https://images.example.com/p0.jpg?format=1000w');
    expect(first?.hasAttribute(PRIMED_ATTRIBUTE)).toBe(true);
    // Equal areas: the first of them gets the high priority.
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('fetchpriority')).toBeNull();
    expect(second?.hasAttribute('src')).toBe(true);
    expect(third?.hasAttribute('src')).toBe(false);

    journal.restore();
    expect(first?.hasAttribute('src')).toBe(false);
    expect(first?.hasAttribute(PRIMED_ATTRIBUTE)).toBe(false);
  });

  it('leaves a picture whose srcset the server wrote (the browser is fetching it already)', () => {
    vi.stubGlobal('innerWidth', 1280);
    const section = stripsSection(2);
    const [sized, other] = images(section);
    sized?.setAttribute('srcset', 'https://images.example.com/p0.jpg?format=500w 500w');
    giveWidth(section.querySelector('.gallery-strips-wrapper')!, 900);
    const [reserved] = new BoxReserver().reserve([
      { element: section, rule: { gallery: 'strips' } },
    ]);

    primePictures([reserved!], { width: 1280, height: 800 }, new ServerDom(document.body));

    expect(sized?.hasAttribute(PRIMED_ATTRIBUTE)).toBe(false);
    expect(sized?.hasAttribute('src')).toBe(false);
    expect(other?.hasAttribute('src')).toBe(true);
  });
});

describe('the image loader takes over a picture the core started', () => {
  it('writes nothing again and follows the load already under way', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('devicePixelRatio', 1);
    const img = document.createElement('img');
    img.setAttribute('data-src', 'https://images.example.com/p.jpg');
    img.setAttribute('data-image-dimensions', '1500x1000');
    document.body.append(img);
    vi.spyOn(img, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 450, height: 300 }),
    );
    const settings = readImageSettings(img, { mode: 'fill', load: true });
    if (!settings.ok) throw new Error(settings.error);
    const sources = imageSources(settings.value, { width: 450, height: 300 }, 1);
    const journal = new ServerDom(document.body);
    for (const [name, value] of [
      [PRIMED_ATTRIBUTE, ''],
      ['sizes', sources.sizes],
      ['srcset', sources.srcset],
      ['src', sources.src],
    ] as const) {
      journal.setAttribute(img, name, value);
    }
    const again = readImageSettings(img, { mode: 'fill', load: true });
    if (!again.ok) throw new Error(again.error);
    expect(again.value.serverSized).toBe(false);
    // happy-dom loads no image: in a browser, a picture still on its way is not complete.
    Object.defineProperty(img, 'complete', { value: false });
    const setAttribute = vi.spyOn(img, 'setAttribute');

    attachImage(img, again.value, {
      server: new ServerDom(img),
      signal: new AbortController().signal,
      log: mockLogger(),
    });

    const written = setAttribute.mock.calls.map(([name]) => name);
    expect(written).not.toContain('src');
    expect(written).not.toContain('srcset');
    expect(img.getAttribute('data-sr-image')).toBe('loading');
    img.dispatchEvent(new Event('load'));
    expect(img.getAttribute('data-sr-image')).toBe('loaded');
  });
});
