// Runs scripts that were parsed into the page as markup and never ran (see ./page-scripts.ts), the
// way the platform runs a code block's scripts: once, in document order, an external script
// waiting for the one before it to load (or fail). Each runs as a fresh <script> put right after
// its inert original, so it finds its place in the page (document.currentScript) as it would
// have; the original stays, marked as run. What the scripts do to the page is theirs: unmount
// removes the fresh elements, not their effects, and they never run again.
import type { ServerDom } from '../runtime/server-dom';
import type { Logger } from '../runtime/types';
import { markScriptRun } from './page-scripts';
import * as dom from './dom';

/** Not in the spec: how long an external script may take before the next one runs anyway. */
export const SCRIPT_LOAD_TIMEOUT_MS = 15_000;

export interface ScriptRunOptions {
  server: Pick<ServerDom, 'add'>;
  log: Logger;
  /** Aborts the run: no further script starts. */
  signal: AbortSignal;
  /** Names the scripts' owner in the log ("Code block block-…"). */
  owner: string;
}

/** The fresh, executable copy of an inert script: its attributes, text and nonce. */
function freshCopy(original: HTMLScriptElement): HTMLScriptElement {
  const copy = dom.create('script');
  for (const { name, value } of Array.from(original.attributes)) copy.setAttribute(name, value);
  // A parsed nonce is hidden from getAttribute: the property carries it.
  if (original.nonce) copy.nonce = original.nonce;
  if (!original.src) copy.text = original.text;
  // Order is kept by waiting for each one, not by the browser's queue.
  copy.async = false;
  return copy;
}

/**
 * While an inline script runs after the page has loaded, document.write would replace the whole
 * page: what it writes goes right after the script instead, as the author meant. Where content
 * holds an element named `write` (which then stands for document.write), the document keeps it.
 */
function withWriteAfter(script: HTMLScriptElement, run: () => void): void {
  const doc = script.ownerDocument as unknown as Record<'write' | 'writeln', unknown>;
  // Each write goes before this mark, so what several writes put there stays in their order. It
  // is put after the script at the first write: the script is in the page by then.
  const mark = dom.createText('', script.ownerDocument);
  const write = (...parts: string[]): void => {
    if (!mark.parentNode) script.after(mark);
    // Parsed as a fragment, as insertAdjacentHTML would: scripts in it are inert.
    const template = dom.create('template', script.ownerDocument);
    template.innerHTML = parts.join('');
    mark.before(template.content);
  };
  const redirect = (name: 'write' | 'writeln', to: unknown): void => {
    try {
      if (to === undefined) delete doc[name];
      else doc[name] = to;
    } catch {
      // A named element holds the name: nothing to redirect.
    }
  };
  redirect('write', write);
  redirect('writeln', (...parts: string[]) => write(...parts, '\n'));
  try {
    run();
  } finally {
    redirect('write', undefined);
    redirect('writeln', undefined);
    mark.remove();
  }
}

function describe(script: HTMLScriptElement, index: number, count: number): string {
  const where = script.src ? ` (${script.src})` : ' (inline)';
  return `script ${index + 1} of ${count}${where}`;
}

/** Resolves when an external copy has loaded, failed or timed out; never rejects. */
function settled(
  copy: HTMLScriptElement,
  signal: AbortSignal,
): Promise<'load' | 'error' | 'timeout'> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => done('timeout'), SCRIPT_LOAD_TIMEOUT_MS);
    const done = (outcome: 'load' | 'error' | 'timeout') => {
      window.clearTimeout(timer);
      resolve(outcome);
    };
    copy.addEventListener('load', () => done('load'), { once: true });
    copy.addEventListener('error', () => done('error'), { once: true });
    signal.addEventListener('abort', () => done('error'), { once: true });
  });
}

/**
 * Runs `scripts` in order. Resolves once the last has run (or the run was aborted); a script
 * that fails to load, times out or is refused by the page's Content-Security-Policy is logged
 * and the next one still runs.
 */
export async function runScripts(
  scripts: readonly HTMLScriptElement[],
  { server, log, signal, owner }: ScriptRunOptions,
): Promise<void> {
  for (const [index, original] of scripts.entries()) {
    if (signal.aborted || !original.parentNode) return;
    markScriptRun(original);
    const copy = freshCopy(original);
    markScriptRun(copy);
    const what = describe(original, index, scripts.length);
    let refused = false;
    copy.addEventListener(
      'securitypolicyviolation',
      () => {
        refused = true;
        log.error(
          `${owner}: the page's Content-Security-Policy refused ${what}; it did not run. ` +
            (original.src
              ? 'Allow its host in script-src.'
              : 'Give it a nonce or hash the policy allows, or move it to a file on this site.'),
        );
      },
      { once: true },
    );
    const parent = original.parentNode;
    if (!original.src) {
      withWriteAfter(copy, () => server.add(copy, parent, original.nextSibling));
      continue;
    }
    const outcome = settled(copy, signal);
    server.add(copy, parent, original.nextSibling);
    const result = await outcome;
    if (signal.aborted) return;
    if (result === 'timeout')
      log.warn(`${owner}: ${what} did not load within 15 s; the next one runs`);
    // A refusal says so itself (its violation event comes with the error).
    else if (result === 'error' && !refused) log.warn(`${owner}: ${what} could not be loaded`);
  }
}
