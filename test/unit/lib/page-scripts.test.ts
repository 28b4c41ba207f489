import { afterEach, describe, expect, it } from 'vitest';
import {
  isExecutable,
  markPageScripts,
  markScriptRun,
  scriptsToRun,
} from '../../../src/lib/page-scripts';

// Which scripts of a block the runtime runs (issue 31): only those that came into the page as
// markup after it was loaded (inert: a browser never runs them), never the page's own, never one a
// script inserted (the browser ran it), never one the runtime already ran.

const stops: Array<() => void> = [];
/** Starts watching the page, as the core does when the DOM is ready. */
function watch(): () => void {
  const stop = markPageScripts();
  stops.push(stop);
  return stop;
}
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

/** Markup parsed into the page after it loaded (an editor's block): its scripts are inert. */
function addMarkup(html: string, parent: Element = document.body): HTMLElement {
  parent.insertAdjacentHTML('beforeend', html);
  return parent.lastElementChild as HTMLElement;
}

const texts = (scripts: HTMLScriptElement[]) => scripts.map((script) => script.text);

describe('scriptsToRun', () => {
  it('gives the scripts of markup added after DOM ready, in document order', () => {
    watch();
    // An editor's markup comes with the whitespace around it.
    document.body.insertAdjacentHTML(
      'beforeend',
      '\n  <div id="block"><script>first()</script><p>Text</p><div><script>second()</script></div></div>\n',
    );
    const block = document.getElementById('block')!;
    // Read in the task that added it, before the observer has reported.
    expect(texts(scriptsToRun(block))).toEqual(['first()', 'second()']);
    expect(texts(scriptsToRun(document))).toEqual(['first()', 'second()']);
  });

  it('gives them once the observer has reported too', async () => {
    watch();
    const block = addMarkup('<div><script>late()</script></div>');
    await Promise.resolve();
    expect(texts(scriptsToRun(block))).toEqual(['late()']);
  });

  it('never gives the scripts the page was served with, even moved into new markup', () => {
    const served = addMarkup('<div><script>served()</script></div>');
    watch();
    expect(scriptsToRun(served)).toEqual([]);

    // A page script wraps the served block (a slider, say): it arrives again, still served.
    const wrapper = document.createElement('div');
    wrapper.append(served);
    document.body.append(wrapper);
    expect(scriptsToRun(wrapper)).toEqual([]);
  });

  it('takes every script in the page when marked again as the page’s own, even one that arrived', async () => {
    watch();
    const block = addMarkup('<div><script>arrived()</script></div>');
    await Promise.resolve(); // the observer has seen it arrive
    watch();
    expect(scriptsToRun(block)).toEqual([]);
  });

  it('never gives a script a page script inserted on its own: the browser ran it', () => {
    watch();
    const block = addMarkup('<div><script>markup()</script></div>');
    const appended = document.createElement('script');
    appended.text = 'appended()';
    block.append(appended);
    // innerHTML holding only scripts: browsers never run those either, but a script put them in.
    const holder = addMarkup('<div></div>', block);
    holder.innerHTML = '<script>alone()</script>';
    expect(texts(scriptsToRun(block))).toEqual(['markup()']);
  });

  it('leaves a markup script a page script later moves on its own to that script', async () => {
    watch();
    const block = addMarkup('<div><script>moved()</script><script>stays()</script></div>');
    await Promise.resolve(); // arrived as markup
    const moved = block.querySelector('script')!;
    block.append(moved);
    expect(texts(scriptsToRun(block))).toEqual(['stays()']);
  });

  it('never gives a script another script created: the browser reads it async without the attribute', () => {
    watch();
    const wrapper = document.createElement('div');
    const created = document.createElement('script');
    created.src = '/widget.js';
    // The HTML standard's "force async" flag, which happy-dom does not have: async reads true
    // although the element has no async attribute.
    Object.defineProperty(created, 'async', { configurable: true, value: true });
    wrapper.append(created);
    document.body.append(wrapper);
    expect(scriptsToRun(wrapper)).toEqual([]);
  });

  it('gives a markup script written async: the attribute is the author’s, not a sign it ran', () => {
    watch();
    const block = addMarkup('<div><script async src="/widget.js"></script></div>');
    expect(scriptsToRun(block).map((script) => script.getAttribute('src'))).toEqual(['/widget.js']);
  });

  it('never gives a script the runtime ran', () => {
    watch();
    const block = addMarkup('<div><script>once()</script><script>twice()</script></div>');
    markScriptRun(block.querySelector('script')!);
    expect(texts(scriptsToRun(block))).toEqual(['twice()']);
  });

  it('gives only HTML scripts: an SVG script never runs in an HTML page', () => {
    watch();
    const block = addMarkup(
      '<div><script>html()</script><svg><script href="/svg.js"></script></svg></div>',
    );
    expect(block.querySelector('svg script')).not.toBeNull();
    expect(texts(scriptsToRun(block))).toEqual(['html()']);
  });

  it('gives nothing of markup added while nobody watches, and does not fail', () => {
    const stop = watch();
    stop();
    const block = addMarkup('<div><script>unseen()</script></div>');
    expect(scriptsToRun(block)).toEqual([]);
  });

  it('has one watcher for every copy of the module: its disconnection ends the watch', async () => {
    watch();
    const stopSecond = watch();
    stopSecond();
    const block = addMarkup('<div><script>unseen()</script></div>');
    await Promise.resolve(); // no watcher left to report it
    expect(scriptsToRun(block)).toEqual([]);
  });

  it('keeps watching when an earlier watch’s disconnection is called again', () => {
    const stopFirst = watch();
    stopFirst();
    watch();
    stopFirst();
    const block = addMarkup('<div><script>seen()</script></div>');
    expect(texts(scriptsToRun(block))).toEqual(['seen()']);
  });

  it('gives only the scripts a browser would run', () => {
    watch();
    const block = addMarkup(
      '<div><script type="application/json">{}</script><script nomodule>legacy()</script>' +
        '<script type="text/template"><p></p></script><script type="module">esm()</script></div>',
    );
    expect(texts(scriptsToRun(block))).toEqual(['esm()']);
  });
});

describe('isExecutable', () => {
  function script(type: string | null, attributes = ''): HTMLScriptElement {
    const div = document.createElement('div');
    div.innerHTML = `<script ${type === null ? '' : `type="${type}"`} ${attributes}></script>`;
    return div.querySelector('script')!;
  }

  it.each([
    null,
    '',
    'module',
    'text/javascript',
    'application/javascript',
    'application/ecmascript',
    'text/ecmascript',
    'application/x-javascript',
    'text/x-javascript',
    'text/jscript',
    'text/livescript',
  ])('runs a script of type %j', (type) => {
    expect(isExecutable(script(type))).toBe(true);
  });

  it.each([
    ['in any case', 'Text/JavaScript'],
    ['with spaces around it', '  text/javascript '],
    ['with parameters', 'text/javascript; charset=utf-8'],
    ['with a space before its parameters', 'application/javascript ;charset=utf-8'],
    ['a module in capitals', 'MODULE'],
  ])('runs a JavaScript type written %s', (_how, type) => {
    expect(isExecutable(script(type))).toBe(true);
  });

  it.each([
    'application/json',
    'application/ld+json',
    'text/template',
    'text/x-handlebars-template',
    'text/plain',
    'javascript',
    'text/javascript-x',
    'importmap',
    'speculationrules',
  ])('does not run a script of type %j', (type) => {
    expect(isExecutable(script(type))).toBe(false);
  });

  it('does not run a nomodule script: a browser with modules skips it', () => {
    expect(isExecutable(script(null, 'nomodule'))).toBe(false);
    expect(isExecutable(script('text/javascript', 'nomodule'))).toBe(false);
  });
});
