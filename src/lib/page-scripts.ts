// Which scripts of a block the runtime runs: only those that came into the page as markup after it
// was loaded, and that nothing ran. A browser runs a script when its parser meets it in the page or
// when a script inserts it; it never runs one parsed into the page later as markup (innerHTML: a
// block added by an editor or a page transition). Those are the ones the runtime runs, once, as
// the platform does for code blocks.
//
// What tells them apart is kept by the runtime as the page changes, never read from attributes a
// page script can set (`async`, say):
// - served: every script in the page when the DOM is ready, the parser's. They ran as the browser
//   read them, or the page's Content-Security-Policy refused them.
// - arrived as markup: the scripts inside an element added to the page afterwards, seen by one
//   observer started at DOM ready. A script that is itself the node added was inserted on its own,
//   by a script (appendChild, or innerHTML holding only scripts, which browsers never run either):
//   the browser ran it if it was to run.
// - run: scripts the runtime ran.
// Only HTML <script> elements count: an SVG or MathML <script> never runs in an HTML page.
// Marks are properties keyed by registered symbols on the elements themselves, so every pack (each
// bundles its own copy of this module) and every init() after a destroy() sees them.
import * as dom from './dom';

const SERVED = Symbol.for('site-runtime.script-served');
const ARRIVED = Symbol.for('site-runtime.script-arrived-as-markup');
const INSERTED = Symbol.for('site-runtime.script-inserted-by-script');
const RUN = Symbol.for('site-runtime.script-run');

type Marked = HTMLScriptElement & {
  [SERVED]?: true;
  [ARRIVED]?: true;
  [INSERTED]?: true;
  [RUN]?: true;
};

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** An HTML <script> (not an SVG or MathML one, which never runs in an HTML page). */
export function isHtmlScript(node: Node): node is HTMLScriptElement {
  return node instanceof HTMLScriptElement && node.namespaceURI === HTML_NAMESPACE;
}

function htmlScriptsIn(root: ParentNode): HTMLScriptElement[] {
  return dom.queryAll(root, 'script').filter(isHtmlScript);
}

function scriptArrivals(records: MutationRecord[]): void {
  // Scripts inserted on their own first: within one batch, a script appended to a block that was
  // itself just added is in that block's subtree by the time the records are read.
  for (const record of records) {
    record.addedNodes.forEach((node) => {
      if (isHtmlScript(node)) (node as Marked)[INSERTED] = true;
    });
  }
  for (const record of records) {
    record.addedNodes.forEach((node) => {
      if (!(node instanceof Element) || isHtmlScript(node)) return;
      for (const script of htmlScriptsIn(node) as Marked[]) {
        if (!script[SERVED] && !script[INSERTED]) script[ARRIVED] = true;
      }
    });
  }
}

/** The observer, kept on the document so that every copy of this module finds it. */
const OBSERVER = Symbol.for('site-runtime.script-arrivals');
type Observed = Document & { [OBSERVER]?: MutationObserver };

/**
 * Marks every script now in `doc` as the page's own, and from now on tells apart the scripts that
 * arrive as markup. Called by the core when the DOM is ready; the observer lasts as long as the
 * page (an editor may add content between destroy() and init()). Returns its disconnection.
 */
export function markPageScripts(doc: Document = document): () => void {
  for (const script of dom.scripts(doc)) (script as Marked)[SERVED] = true;
  const observed = doc as Observed;
  let observer = observed[OBSERVER];
  if (!observer) {
    observer = new MutationObserver(scriptArrivals);
    observer.observe(dom.root(doc), { childList: true, subtree: true });
    observed[OBSERVER] = observer;
  }
  const started = observer;
  return () => {
    started.disconnect();
    if (observed[OBSERVER] === started) delete observed[OBSERVER];
  };
}

/**
 * Reads what the observer has seen but not yet reported: a block added and mounted in one task
 * (an editor's refresh()) is looked at before the observer's callback would run.
 */
function takeArrivals(doc: Document): void {
  const observer = (doc as Observed)[OBSERVER];
  if (observer) scriptArrivals(observer.takeRecords());
}

/** Marks a script as run (by the runtime). */
export function markScriptRun(script: HTMLScriptElement): void {
  (script as Marked)[RUN] = true;
}

/**
 * A script another script created ran when it was inserted. The HTML standard gives such scripts
 * the "force async" flag, so `async` reads true although the element has no async attribute.
 * A page script can clear it (`async = false`), so this is only a further sign, never the proof.
 */
function createdByScript(script: HTMLScriptElement): boolean {
  return script.async && !script.hasAttribute('async');
}

/** Whether the runtime may run this script: it arrived as markup and nothing has run it. */
export function isWaitingToRun(script: HTMLScriptElement): boolean {
  const marked = script as Marked;
  return (
    marked[ARRIVED] === true &&
    marked[SERVED] !== true &&
    marked[INSERTED] !== true &&
    marked[RUN] !== true &&
    !createdByScript(script)
  );
}

const JAVASCRIPT_TYPES = new Set([
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
]);

/** Whether a browser would run the script: a JavaScript type (or a module), not `nomodule`. */
export function isExecutable(script: HTMLScriptElement): boolean {
  if (script.hasAttribute('nomodule')) return false;
  const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
  const essence = type.split(';')[0]?.trim() ?? '';
  return JAVASCRIPT_TYPES.has(essence);
}

/** The scripts inside `root` still to run: executable, in document order, none run before. */
export function scriptsToRun(root: ParentNode): HTMLScriptElement[] {
  const doc = root instanceof Document ? root : (root as Node).ownerDocument;
  if (doc) takeArrivals(doc);
  return htmlScriptsIn(root).filter((script) => isExecutable(script) && isWaitingToRun(script));
}
