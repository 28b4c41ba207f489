// Runs in the browser (bundled by ./markup-readers-bundle.ts): every reader of markup the runtime
// has, each with a way to make its input as large as a test asks, and a timer that sets the
// reader's time beside a linear pass over the same input (test/e2e/linear-readers.spec.ts).
// Inputs are the real block fixtures (fetched from the demo server) with their items cloned, or
// their text fields filled, until they reach the size asked for.
import { readAccordion } from '../../../blocks/accordion/read-accordion';
import { readAnimationData } from '../../../blocks/animation/definition';
import { readFormBlock } from '../../../blocks/form/read-form';
import { readNewsletterBlock } from '../../../blocks/form/read-newsletter';
import { embedHosts, needsFrame } from '../../../blocks/embed/embed-frame';
import { readGalleryData } from '../../../blocks/gallery/read-gallery';
import { readGallerySection } from '../../../blocks/gallery-section/read-props';
import { readSlideshowSection } from '../../../blocks/gallery-slideshow/read-slideshow';
import { readImageBlock } from '../../../blocks/image/read-image-block';
import { plainCaption } from '../../../blocks/instagram/read-instagram';
import { readMenu } from '../../../blocks/menu/read-menu';
import { readSummaryData } from '../../../blocks/summary/read-summary';
import { readVideoBlock } from '../../../blocks/video/read-video-block';
import { readMarqueeProps } from '../../../blocks/marquee/read-marquee';
import { fillRuns, itemRun, runsToFill } from '../../../blocks/marquee/text-runs';
import { readButtonTracking } from '../../../initialisers/analytics/button-census';
import { scrollInTiming } from '../../../initialisers/effects/scroll-in';
import { normaliseCookieBannerSettings } from '../../../initialisers/cookie-banner/settings';
import { readPageContext } from '../../../src/context/read-context';
import { readImageGroup } from '../../../src/images';
import { categoriseLink, safeHref } from '../../../src/lib/links';
import { sanitiseHtml } from '../../../src/lib/sanitise-html';
import { BlockSkip } from '../../../src/runtime/types';

/** A reader ready to run on an input of the size asked for. */
interface Prepared {
  /** The markup or text the reader goes through: the linear pass runs over the same. */
  input: string;
  read: () => unknown;
}

/** Builds a reader's input of about `size` characters, with `unit` as its hostile part. */
type Prepare = (unit: string, size: number) => Promise<Prepared>;

/** Content known to hurt readers of each kind, tried before the random content. */
const ATTACKS = {
  /** Tags that never close, and misnested formatting elements (quadratic for HTML parsers). */
  html: ['<iframe src=x ', '<a href="<b><i>'],
  json: ['{"a":["<iframe \\"', '[{"x":'],
  attribute: ['<iframe ', '\' "&amp;'],
  /** What the inline readers look for, with no end in sight. */
  text: ['Static.SQUARESPACE_CONTEXT = {"', "collectionId: '"],
  /** Numbers of a cubic-bezier that never closes (issue 31, row 6: 6.3 s on 100 kB). */
  curve: ['1', ' 1,', '.1 ,'],
} as const;

interface ReaderCase {
  prepare: Prepare;
  examples: readonly string[];
}

function reader(examples: readonly string[], prepare: Prepare): ReaderCase {
  return { prepare, examples };
}

export interface Measurement {
  /** The reader's time, in ms (the faster of two runs). */
  readerMs: number;
  /** One linear pass over the same input, in ms. */
  baselineMs: number;
  inputLength: number;
  /** `read`, `skipped: …` (the block would be skipped), or `threw: …` (a bug). */
  outcome: string;
}

const fixtures = new Map<string, string>();

async function fixture(name: string): Promise<string> {
  let html = fixtures.get(name);
  if (html === undefined) {
    const response = await fetch(`/fixtures/blocks/${name}.html`);
    if (!response.ok) throw new Error(`fixtures/blocks/${name}.html: ${response.status}`);
    html = await response.text();
    fixtures.set(name, html);
  }
  return html;
}

/** Puts a fixture page into the document and returns its element matching `selector`. */
async function fixtureElement(name: string, selector: string): Promise<HTMLElement> {
  document.body.innerHTML = await fixture(name);
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`fixtures/blocks/${name}.html has no ${selector}`);
  return element;
}

/** `unit` repeated to exactly `size` characters. */
function repeated(unit: string, size: number): string {
  const text = unit === '' ? ' ' : unit;
  return text.repeat(Math.ceil(size / text.length)).slice(0, size);
}

/**
 * Clones the first element of each `selector` (paired: the nth clones go together, as a menu's
 * labels and panels do) after the last one of its kind, with `decorate` applied, until `root`'s
 * markup reaches `size`.
 */
function cloneItems(
  root: HTMLElement,
  selectors: readonly string[],
  size: number,
  decorate: (clone: HTMLElement) => void,
): void {
  const originals = selectors.map((selector) => {
    const all = root.querySelectorAll<HTMLElement>(selector);
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) throw new Error(`no ${selector} to clone`);
    const sample = first.cloneNode(true) as HTMLElement;
    decorate(sample);
    return { sample, last, length: sample.outerHTML.length };
  });
  const perGroup = originals.reduce((sum, original) => sum + original.length, 0);
  const count = Math.max(1, Math.ceil((size - root.outerHTML.length) / perGroup));
  for (const { sample, last } of originals) {
    const clones = document.createDocumentFragment();
    for (let index = 0; index < count; index += 1) {
      clones.append(sample.cloneNode(true));
    }
    last.after(clones);
  }
}

/** Sets `unit` (cut to `limit`) as the text of the first match of `selector` in `clone`. */
function textOf(selector: string, limit = 200) {
  return (unit: string) => (clone: HTMLElement) => {
    const target = clone.matches(selector) ? clone : clone.querySelector(selector);
    if (target) target.textContent = unit.slice(0, limit);
  };
}

function attributeOf(selector: string, name: string, limit = 200) {
  return (unit: string) => (clone: HTMLElement) => {
    const target = clone.matches(selector) ? clone : clone.querySelector(selector);
    target?.setAttribute(name, unit.slice(0, limit));
  };
}

/** A reader over a fixture block whose items are cloned up to the size. */
function manyItems(
  name: string,
  selector: string,
  items: readonly string[],
  decorate: (unit: string) => (clone: HTMLElement) => void,
  read: (element: HTMLElement) => unknown,
): Prepare {
  return async (unit, size) => {
    const element = await fixtureElement(name, selector);
    cloneItems(element, items, size, decorate(unit));
    return { input: element.outerHTML, read: () => read(element) };
  };
}

/** A reader over a fixture block whose attribute `name` holds the size in text. */
function longAttribute(
  fixtureName: string,
  selector: string,
  target: string,
  attribute: string,
  read: (element: HTMLElement) => unknown,
): Prepare {
  return async (unit, size) => {
    const element = await fixtureElement(fixtureName, selector);
    const text = repeated(unit, size);
    const holder = target === ':scope' ? element : element.querySelector(target);
    if (!holder) throw new Error(`${selector} has no ${target}`);
    holder.setAttribute(attribute, text);
    return { input: text, read: () => read(element) };
  };
}

/** A reader over one string of the size. */
function longText(read: (text: string) => unknown): Prepare {
  return (unit, size) => {
    const text = repeated(unit, size);
    return Promise.resolve({ input: text, read: () => read(text) });
  };
}

const GALLERY = '#block-ee11bea36bf9744ae26a';
const SUMMARY = '#block-yui_3_17_2_3_1454451851814_16857';
const CONTACT_FORM = '#block-733d94d9d8dbb8092c16';
const NEWSLETTER = '#block-yui_3_17_2_2_1473458310574_7469';
const VIDEO = '#block-video-vimeo-fill';

/** Every reader of markup, by name. */
const READERS: Readonly<Record<string, ReaderCase>> = {
  'accordion: many items': reader(
    ATTACKS.attribute,
    manyItems(
      'accordion',
      '#block-accordion-many-items',
      ['.accordion-items-container > .accordion-item'],
      textOf('.accordion-item__title'),
      readAccordion,
    ),
  ),
  'menu: many tabs and menus': reader(
    ATTACKS.attribute,
    manyItems(
      'menu',
      '#block-menu-three-tabs',
      ['.menu-select-labels', '.menus > *'],
      textOf('.menu-item-title'),
      readMenu,
    ),
  ),
  'summary: many items': reader(
    ATTACKS.attribute,
    manyItems(
      'summary-7.0',
      SUMMARY,
      ['.summary-item-list > .summary-item'],
      attributeOf('img', 'alt'),
      readSummaryData,
    ),
  ),
  'gallery: many slides': reader(
    ATTACKS.attribute,
    manyItems(
      'gallery-7.0',
      GALLERY,
      ['.sqs-gallery > *'],
      attributeOf('img', 'data-image-dimensions'),
      readGalleryData,
    ),
  ),
  // The reported attack: video slides that have no embed of their own, under a block that holds a
  // large data-html.
  "gallery: video slides under a block's data-html": reader(ATTACKS.html, async (unit, size) => {
    const element = await fixtureElement('gallery-7.0', GALLERY);
    for (const slide of Array.from(element.querySelectorAll('.sqs-gallery > *')).slice(0, 5)) {
      slide.setAttribute('data-type', 'video');
    }
    const text = repeated(unit, size);
    element.setAttribute('data-html', text);
    return { input: text, read: () => readGalleryData(element) };
  }),
  "gallery: a video slide's own data-html": reader(ATTACKS.html, async (unit, size) => {
    const element = await fixtureElement('gallery-7.0', GALLERY);
    const slide = element.querySelector('.sqs-gallery > *');
    const text = repeated(unit, size);
    slide?.setAttribute('data-type', 'video');
    slide?.setAttribute('data-html', text);
    return { input: text, read: () => readGalleryData(element) };
  }),
  'gallery section: many items': reader(
    ATTACKS.attribute,
    manyItems(
      'gallery-sections-7.1',
      '[data-controller="GalleryMasonry"]',
      ['.gallery-masonry-item'],
      attributeOf('img', 'alt'),
      (element) => readGallerySection(element, 'masonry'),
    ),
  ),
  'gallery section: long data-props': reader(ATTACKS.json, async (unit, size) => {
    const element = await fixtureElement(
      'gallery-sections-7.1',
      '[data-controller="GalleryStrips"]',
    );
    const props = JSON.stringify({ numColumns: 3, gutter: 20, aspectRatio: repeated(unit, size) });
    element.setAttribute('data-props', props);
    return { input: props, read: () => readGallerySection(element, 'strips') };
  }),
  'slideshow: many slides and controls': reader(
    ATTACKS.attribute,
    manyItems(
      'gallery-slideshows-7.1',
      '[data-controller="GalleryReel"]',
      ['.gallery-reel-list > *', '.gallery-reel-control-btn'],
      attributeOf('img', 'alt'),
      (element) => readSlideshowSection(element, 'reel'),
    ),
  ),
  'slideshow: many controls': reader(
    ATTACKS.attribute,
    manyItems(
      'gallery-slideshows-7.1',
      '[data-controller="GalleryReel"]',
      // Side by side, so no control holds the others.
      ['.gallery-reel-controls'],
      attributeOf('button', 'aria-label'),
      (element) => readSlideshowSection(element, 'reel'),
    ),
  ),
  'image block: long image attributes': reader(ATTACKS.attribute, async (unit, size) => {
    const element = await fixtureElement('images', '#block-image-poster');
    const img = element.querySelector('img');
    const text = repeated(unit, Math.ceil(size / 4));
    for (const name of ['data-image-dimensions', 'data-image-focal-point', 'srcset', 'alt']) {
      img?.setAttribute(name, text);
    }
    return { input: text.repeat(4), read: () => readImageBlock(element) };
  }),
  'images: many template images': reader(ATTACKS.attribute, async (unit, size) => {
    document.body.innerHTML = '';
    const root = document.createElement('div');
    const img = document.createElement('img');
    img.setAttribute('data-src', '/cdn-stand-in/image.jpg');
    img.setAttribute('data-image-dimensions', unit.slice(0, 40));
    img.setAttribute('alt', unit.slice(0, 200));
    const count = Math.max(1, Math.ceil(size / img.outerHTML.length));
    for (let index = 0; index < count; index += 1) root.append(img.cloneNode());
    document.body.append(root);
    return { input: root.outerHTML, read: () => readImageGroup(root) };
  }),
  'video block: embed HTML in its JSON': reader(ATTACKS.html, async (unit, size) => {
    const element = await fixtureElement('video-7.0', VIDEO);
    const json = JSON.stringify({ html: repeated(unit, size), providerName: 'Vimeo' });
    element.setAttribute('data-block-json', json);
    return { input: json, read: () => readVideoBlock(element) };
  }),
  'video block: embed HTML in its wrapper': reader(
    ATTACKS.html,
    longAttribute('video-7.0', VIDEO, '.sqs-video-wrapper', 'data-html', (element) => {
      element.setAttribute('data-block-json', '{}');
      return readVideoBlock(element);
    }),
  ),
  'form: many fields': reader(ATTACKS.json, async (unit, size) => {
    const element = await fixtureElement('form-contact-7.1', CONTACT_FORM);
    const script = element.querySelector('script.sqs-form-block-context');
    const context = JSON.parse(script?.textContent ?? '{}') as { formFields?: unknown[] };
    const text = unit.slice(0, 200);
    const field = (index: number) => ({
      type: ['text', 'radio', 'name', 'address', 'likert'][index % 5],
      id: `field-${index}-${text}`,
      title: text,
      description: text,
      required: true,
      options: [text, `${text}.`],
    });
    const fields: unknown[] = [];
    let length = 0;
    for (let index = 0; length < size; index += 1) {
      const next = field(index);
      fields.push(next);
      length += JSON.stringify(next).length + 1;
    }
    context.formFields = fields;
    const json = JSON.stringify(context);
    if (script) script.textContent = json;
    return { input: json, read: () => readFormBlock(element) };
  }),
  'form: long rich text': reader(ATTACKS.html, async (unit, size) => {
    const element = await fixtureElement('form-contact-7.1', CONTACT_FORM);
    const script = element.querySelector('script.sqs-form-block-context');
    const context = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    const html = repeated(unit, Math.ceil(size / 2));
    context.formSubmissionMessage = { html };
    context.disclaimerMessage = { html };
    const json = JSON.stringify(context);
    if (script) script.textContent = json;
    // The form inserts both through the sanitiser: it is part of reading them.
    return {
      input: json,
      read: () => {
        const model = readFormBlock(element);
        return [sanitiseHtml(model.successHtml), sanitiseHtml(model.disclaimerHtml)];
      },
    };
  }),
  "newsletter: its handler's text": reader(
    ATTACKS.text,
    longAttribute(
      'newsletter-7.0',
      NEWSLETTER,
      'form.newsletter-form',
      'onsubmit',
      readNewsletterBlock,
    ),
  ),
  'animation: inline animation JSON': reader(ATTACKS.json, async (unit, size) => {
    document.body.innerHTML = '';
    const element = document.createElement('div');
    const layers = [];
    let length = 0;
    for (let index = 0; length < size; index += 1) {
      const layer = { nm: unit.slice(0, 200), ind: index };
      layers.push(layer);
      length += JSON.stringify(layer).length + 1;
    }
    const json = JSON.stringify({ animationData: { w: 100, h: 100, layers }, title: unit });
    element.setAttribute('data-block-json', json);
    document.body.append(element);
    return { input: json, read: () => readAnimationData(element) };
  }),
  'page context: JSON script': reader(ATTACKS.json, async (unit, size) => {
    document.body.innerHTML = '';
    const flags: string[] = [];
    let length = 0;
    while (length < size) {
      flags.push(unit.slice(0, 200));
      length += Math.min(unit.length, 200) + 3;
    }
    const json = JSON.stringify({
      website: { id: 'w', siteTitle: unit },
      betaFeatureFlags: flags,
      websiteSettings: { businessHours: { monday: { text: unit } } },
    });
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'site-context';
    script.textContent = json;
    document.body.append(script);
    return { input: json, read: () => readPageContext(document) };
  }),
  'page context: inline script text': reader(ATTACKS.text, async (unit, size) => {
    const text = repeated(unit, size);
    // Parsed, not run: a script added through innerHTML never runs.
    document.body.innerHTML = '<script></script>';
    const script = document.body.querySelector('script');
    if (script) script.textContent = text;
    return Promise.resolve({ input: text, read: () => readPageContext(document) });
  }),
  'sanitiser: context and block HTML': reader(
    ATTACKS.html,
    longText((html) => sanitiseHtml(html)),
  ),
  'instagram: a caption': reader(
    ATTACKS.html,
    longText((text) => plainCaption(text)),
  ),
  'embed: what a rendered embed needs': reader(
    ATTACKS.html,
    longText((html) => [needsFrame(html), embedHosts(html)]),
  ),
  'links: an href': reader(
    ATTACKS.text,
    longText((href) => [safeHref(href), categoriseLink(href)]),
  ),
  'cookie banner: its settings': reader(
    ATTACKS.html,
    longText((text) =>
      normaliseCookieBannerSettings({
        cookieBannerText: text,
        cookieBannerCtaText: text,
        cookieBannerPosition: text,
      }),
    ),
  ),
  // Issue 31, row 6: the site's animation curve (a template setting, read at every load).
  'effects: the animation curve and timing tweaks': reader(ATTACKS.curve, (unit, size) => {
    const text = `cubic-bezier(${repeated(unit, size)}`;
    const tweaks = {
      'tweak-global-animations-animation-curve': text,
      'tweak-global-animations-animation-duration': text,
      'tweak-global-animations-animation-delay': text,
    };
    return Promise.resolve({ input: text, read: () => scrollInTiming({ tweaks }) });
  }),
  // Issue 31, row 7: a marquee's items, drawn along a block as wide as the input is long (the
  // report's 600,009 text runs came from a very wide block of short items).
  'marquee: many items along a very wide block': reader(ATTACKS.json, (unit, size) => {
    const item = { text: unit.slice(0, 40) || 'x' };
    const count = Math.max(1, Math.ceil(size / (JSON.stringify(item).length + 1)));
    const json = JSON.stringify({ marqueeItems: Array.from({ length: count }, () => item) });
    const along = document.createElementNS('http://www.w3.org/2000/svg', 'textPath');
    return Promise.resolve({
      input: json,
      read: () => {
        const data = readMarqueeProps(JSON.parse(json) as Record<string, unknown>, []);
        along.replaceChildren(...itemRun(data.items, 8, true));
        // The smallest run a marquee measures (50 px) along a path `size` pixels long.
        fillRuns(along, data.items, 8, runsToFill(size, 50, data.items.length));
        return along.childElementCount;
      },
    });
  }),
  'button census: a button': reader(ATTACKS.attribute, async (unit, size) => {
    document.body.innerHTML =
      '<div class="sqs-block button-block" id="block-b"><div class="sqs-block-button-container"><a class="sqs-block-button-element" href="/x"></a></div></div>';
    const button = document.querySelector<HTMLElement>('a');
    const text = repeated(unit, size);
    if (button) {
      button.textContent = text;
      button.className = `sqs-block-button-element ${text.slice(0, size / 2)}`;
    }
    return { input: text, read: () => button && readButtonTracking(button) };
  }),
};

/** One linear pass over `text`: what a reader of it could not do faster. */
function linearPass(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (hash * 31 + text.charCodeAt(index)) | 0;
  }
  return hash;
}

/**
 * Collects the garbage of earlier runs (building an input leaves megabytes), where the browser
 * allows it (`--js-flags=--expose-gc`): otherwise a full collection may fall in a timed run, and
 * it takes time in proportion to the whole heap, not to the reader's input.
 */
function collectGarbage(): void {
  (window as { gc?: () => void }).gc?.();
}

/**
 * The time of one run of `run`, in ms: repeated until the runs add up to `minimum` ms (the
 * browser's clock is coarse), the fastest of `samples` such batches.
 */
function timeOf(run: () => unknown, samples: number, minimum: number): number {
  let best = Infinity;
  for (let sample = 0; sample < samples; sample += 1) {
    collectGarbage();
    let runs = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      run();
      runs += 1;
      elapsed = performance.now() - start;
    } while (elapsed < minimum);
    best = Math.min(best, elapsed / runs);
  }
  return best;
}

function outcomeOf(read: () => unknown): string {
  try {
    read();
    return 'read';
  } catch (error) {
    if (error instanceof BlockSkip) return `skipped: ${error.message.slice(0, 120)}`;
    return `threw: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
}

const markupReaders = {
  /** Each reader's name and the attacks it is tried with first. */
  cases: (): Array<{ name: string; examples: readonly string[] }> =>
    Object.entries(READERS).map(([name, { examples }]) => ({ name, examples })),

  /**
   * Runs reader `name` on `unit` grown to `size`: once untimed (it warms up and gives the
   * outcome), then twice timed, the faster counting (a garbage collection may fall in one).
   */
  async measure(name: string, unit: string, size: number): Promise<Measurement> {
    const readerCase = READERS[name];
    if (!readerCase) throw new Error(`No reader named ${name}`);
    const { input, read } = await readerCase.prepare(unit, size);
    const baselineMs = timeOf(() => linearPass(input), 2, 4);
    // Readers warn about what they cannot use; the test's browser sends every console line to
    // Playwright, which would be timed with them.
    const consoleMethods = { warn: console.warn, error: console.error, debug: console.debug };
    console.warn = console.error = console.debug = () => undefined;
    // The first run also warms the reader up.
    const outcome = outcomeOf(read);
    const quiet = () => {
      try {
        read();
      } catch {
        // Reported once, by outcomeOf.
      }
    };
    const readerMs = timeOf(quiet, 2, 0);
    Object.assign(console, consoleMethods);
    document.body.innerHTML = '';
    return { readerMs, baselineMs, inputLength: input.length, outcome };
  },
};

declare global {
  interface Window {
    __markupReaders?: typeof markupReaders;
  }
}

window.__markupReaders = markupReaders;
