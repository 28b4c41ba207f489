// Which scripts of a block have already run, so the runtime runs the rest once and never twice.
// Marks are properties keyed by a registered symbol on the script elements themselves, so every
// pack (each bundles its own copy of this module) and every init() after a destroy() sees them.
//
// - The page's own scripts (in the document when it was parsed) ran as the browser read them, or
//   were refused by its Content-Security-Policy: the core marks them at DOM ready.
// - A script created by another script (document.createElement) ran when it was inserted.
// - A script the runtime ran is marked as it runs it.
// Scripts parsed into the page later, as markup (innerHTML: a block added by an editor or a
// page transition, HTML from GetWidgetRendering), never run on their own: those are the ones to
// run.

import * as dom from './dom';

const SERVED = Symbol.for('site-runtime.script-served');
const RUN = Symbol.for('site-runtime.script-run');

type Marked = HTMLScriptElement & { [SERVED]?: true; [RUN]?: true };

/** Marks every script now in `doc` as the page's own. Called by the core once the DOM is ready. */
export function markPageScripts(doc: Document = document): void {
  for (const script of dom.scripts(doc)) (script as Marked)[SERVED] = true;
}

/** Marks a script as run (by the runtime). */
export function markScriptRun(script: HTMLScriptElement): void {
  (script as Marked)[RUN] = true;
}

/**
 * A script another script created ran when it was inserted. The HTML standard gives such scripts
 * the "force async" flag, so `async` reads true although the element has no async attribute;
 * scripts made by a parser (the page's, innerHTML's) read false.
 */
function createdByScript(script: HTMLScriptElement): boolean {
  return script.async && !script.hasAttribute('async');
}

/** Whether the browser or the runtime has already run (or refused) this script. */
export function hasRun(script: HTMLScriptElement): boolean {
  const marked = script as Marked;
  return marked[SERVED] === true || marked[RUN] === true || createdByScript(script);
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
  return dom.queryAll(root, 'script').filter((script) => isExecutable(script) && !hasRun(script));
}
