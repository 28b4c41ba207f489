// Reads a code block: the scripts in it still to run, and the hosts they come from.
import { scriptsToRun } from '../../src/lib/page-scripts';
import * as dom from '../../src/lib/dom';

export interface CodeData {
  /** Inert scripts, in document order (none: the block has nothing to run). */
  scripts: HTMLScriptElement[];
  /** The hosts of the external scripts, each once, for the consent card. */
  hosts: string[];
}

function hostOf(src: string): string | null {
  try {
    const url = new URL(src, dom.baseURI());
    return url.origin === window.location.origin ? null : url.host;
  } catch {
    return null;
  }
}

export function readCode(element: HTMLElement): CodeData {
  const scripts = scriptsToRun(element);
  const hosts = new Set<string>();
  for (const script of scripts) {
    const host = script.src ? hostOf(script.src) : null;
    if (host) hosts.add(host);
  }
  return { scripts, hosts: [...hosts] };
}
