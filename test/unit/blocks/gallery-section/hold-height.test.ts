import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdServerHeight } from '../../../../blocks/gallery-section/hold-height';
import { StyleJournal } from '../../../../src/images';

// happy-dom lays nothing out: the wrapper's top in the view is what the test says it is, and a
// scroll moves it as a visitor's would.
const VIEW_HEIGHT = 800;
let wrapperTop = 0;
let scrolled = 0;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Scrolls to `y` and waits for the frame that follows the scroll event. */
async function scrollTo(y: number) {
  wrapperTop -= y - scrolled;
  scrolled = y;
  vi.stubGlobal('scrollY', y);
  window.dispatchEvent(new Event('scroll'));
  await nextFrame();
}

function makeWrapper(): HTMLElement {
  const wrapper = document.createElement('div');
  document.body.append(wrapper);
  vi.spyOn(wrapper, 'getBoundingClientRect').mockImplementation(
    () => ({ top: wrapperTop }) as DOMRect,
  );
  return wrapper;
}

describe('holdServerHeight', () => {
  let controller: AbortController;
  let styles: StyleJournal;

  beforeEach(() => {
    vi.stubGlobal('innerHeight', VIEW_HEIGHT);
    vi.stubGlobal('scrollY', 0);
    scrolled = 0;
    controller = new AbortController();
    styles = new StyleJournal();
  });

  afterEach(() => {
    controller.abort();
    document.body.replaceChildren();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function hold(wrapper: HTMLElement, serverHeight: number, laidOutHeight: number) {
    return holdServerHeight({
      wrapper,
      server: { top: wrapperTop, height: serverHeight },
      laidOutHeight,
      styles,
      signal: controller.signal,
    });
  }

  it('holds nothing when the layout is as high as the server flow or higher', async () => {
    wrapperTop = 100;
    const wrapper = makeWrapper();
    hold(wrapper, 400, 600);
    expect(wrapper.style.minHeight).toBe('');
    await nextFrame();
    await scrollTo(500);
    expect(wrapper.style.minHeight).toBe('');
  });

  it('lets go in the next frame when what follows stays below the fold', async () => {
    wrapperTop = 300;
    const wrapper = makeWrapper();
    hold(wrapper, 3000, 600);
    expect(wrapper.style.minHeight).toBe('3000px');
    await nextFrame();
    expect(wrapper.style.minHeight).toBe('');
  });

  /**
   * A visitor one screen down when a 3,000 px server flow is laid out 600 px high, from a wrapper
   * 300 px down the page (500 px above the view): held, then trimmed in the next frame.
   */
  async function heldOneScreenDown() {
    await scrollTo(800);
    wrapperTop = -500;
    const wrapper = makeWrapper();
    const held = hold(wrapper, 3000, 600);
    expect(wrapper.style.minHeight).toBe('3000px');
    await nextFrame();
    return { wrapper, held };
  }

  it('keeps what follows in place while it is in view, and trims the hold to the fold', async () => {
    const { wrapper } = await heldOneScreenDown();
    // From the wrapper's top to the fold is 1,300 px: what lies beyond goes, out of view.
    expect(wrapper.style.minHeight).toBe('1300px');

    // Scrolling down keeps it (what follows comes into view where it was)...
    await scrollTo(1200);
    expect(wrapper.style.minHeight).toBe('1300px');
    // ...and up lets go of what falls below the fold.
    await scrollTo(600);
    expect(wrapper.style.minHeight).toBe('1100px');
    await scrollTo(200);
    expect(wrapper.style.minHeight).toBe('700px');

    // The laid-out height reaches the fold: nothing needs holding any more.
    await scrollTo(0);
    expect(wrapper.style.minHeight).toBe('');
    await scrollTo(1200);
    expect(wrapper.style.minHeight).toBe('');
  });

  it('lets go once the visitor is past all of it, where scroll anchoring keeps the view', async () => {
    vi.stubGlobal('CSS', { supports: () => true });
    const { wrapper } = await heldOneScreenDown();
    // The held box ends at 300 + 1,300 px down the page.
    await scrollTo(1500);
    expect(wrapper.style.minHeight).toBe('1300px');
    await scrollTo(1600);
    expect(wrapper.style.minHeight).toBe('');
  });

  it('keeps the space the visitor scrolled past where the browser does not anchor the view', async () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const { wrapper } = await heldOneScreenDown();
    await scrollTo(4000);
    expect(wrapper.style.minHeight).toBe('1300px');
  });

  it('holds the box, not the content, of a wrapper with padding', async () => {
    await scrollTo(800);
    wrapperTop = -500;
    const wrapper = makeWrapper();
    wrapper.style.padding = '20px 0';
    wrapper.style.borderBottom = '5px solid';
    hold(wrapper, 3000, 600);
    expect(wrapper.style.minHeight).toBe('2955px');
  });

  it('lets go when a later layout reaches the fold', async () => {
    const { wrapper, held } = await heldOneScreenDown();
    held.laidOut(900);
    expect(wrapper.style.minHeight).toBe('1300px');
    held.laidOut(1300);
    expect(wrapper.style.minHeight).toBe('');
  });

  it('stops watching once unmounted, and unmounting restores the server style', async () => {
    const { wrapper } = await heldOneScreenDown();
    controller.abort();
    await scrollTo(600);
    expect(wrapper.style.minHeight).toBe('1300px');
    styles.restore();
    expect(wrapper.hasAttribute('style')).toBe(false);
  });
});
