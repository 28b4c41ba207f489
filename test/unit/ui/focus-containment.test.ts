// The focus-containment helper (widgets.md section 5: "The focus-containment helper requires
// exactly one of container or predicate"), which keeps the dialogs' Tab key inside them.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  containTab,
  FOCUS_SCOPE_ERROR,
  focusScopeProblem,
  tabbableInScope,
  type FocusScope,
} from '../../../src/ui/focusable';
import { anyValue } from '../properties/arbitraries';

let dialog: HTMLElement;
const byId = (id: string) => document.getElementById(id) as HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `
    <button id="before">Before</button>
    <div id="dialog" tabindex="-1">
      <button id="first">First</button>
      <a id="link" href="/x">Link</a>
      <button id="last">Last</button>
    </div>
    <nav><a id="menu-a" class="menu" href="/a">A</a><a id="menu-b" class="menu" href="/b">B</a></nav>
    <button id="after">After</button>`;
  dialog = byId('dialog');
});

afterEach(() => {
  document.body.innerHTML = '';
});

function tab(scope: FocusScope, shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
  containTab(event, scope, dialog);
  return event.defaultPrevented;
}

describe('the scope', () => {
  it('needs exactly one of container or predicate', () => {
    expect(FOCUS_SCOPE_ERROR).toBe(
      'The focus-containment helper requires exactly one of container or predicate',
    );
    expect(focusScopeProblem({ container: dialog })).toBeNull();
    expect(focusScopeProblem({ predicate: () => true })).toBeNull();
    expect(focusScopeProblem({})).toBe(FOCUS_SCOPE_ERROR);
    expect(focusScopeProblem({ container: dialog, predicate: () => true })).toBe(FOCUS_SCOPE_ERROR);
    expect(focusScopeProblem({ container: '#dialog' })).toBe(
      `${FOCUS_SCOPE_ERROR}: the container must be an element`,
    );
    expect(focusScopeProblem({ predicate: 'button' })).toBe(
      `${FOCUS_SCOPE_ERROR}: the predicate must be a function`,
    );
    expect(() => tabbableInScope({} as FocusScope)).toThrow(new TypeError(FOCUS_SCOPE_ERROR));
    expect(() =>
      tab({ container: dialog, predicate: () => true } as unknown as FocusScope),
    ).toThrow(TypeError);
  });

  it('accepts a scope only when it names exactly one of the two, for anything at all (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyValue, fc.constant(null)),
        fc.oneof(
          anyValue,
          fc.constant(() => true),
        ),
        (container, predicate) => {
          const problem = focusScopeProblem({ container, predicate });
          const hasContainer = container !== undefined && container !== null;
          const hasPredicate = predicate !== undefined && predicate !== null;
          if (hasContainer === hasPredicate) expect(problem).toBe(FOCUS_SCOPE_ERROR);
          else if (hasPredicate) expect(problem === null).toBe(typeof predicate === 'function');
          else expect(problem).not.toBeNull();
        },
      ),
    );
  });
});

describe('containTab with a container', () => {
  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    byId('last').focus();
    expect(tab({ container: dialog })).toBe(true);
    expect(document.activeElement).toBe(byId('first'));
    expect(tab({ container: dialog }, true)).toBe(true);
    expect(document.activeElement).toBe(byId('last'));
  });

  it('leaves Tab alone between elements inside, and brings focus from outside in', () => {
    byId('first').focus();
    expect(tab({ container: dialog })).toBe(false);
    byId('before').focus();
    expect(tab({ container: dialog })).toBe(true);
    expect(document.activeElement).toBe(byId('first'));
  });

  it('focuses the fallback when nothing inside can take focus', () => {
    dialog.innerHTML = '<p>Nothing to press</p>';
    byId('before').focus();
    expect(tab({ container: dialog })).toBe(true);
    expect(document.activeElement).toBe(dialog);
  });
});

describe('containTab with a predicate', () => {
  it('keeps focus among the elements it picks, wherever they are in the page', () => {
    const scope: FocusScope = { predicate: (element) => element.classList.contains('menu') };
    expect(tabbableInScope(scope).map((element) => element.id)).toEqual(['menu-a', 'menu-b']);
    byId('menu-b').focus();
    expect(tab(scope)).toBe(true);
    expect(document.activeElement).toBe(byId('menu-a'));
    expect(tab(scope, true)).toBe(true);
    expect(document.activeElement).toBe(byId('menu-b'));
  });
});
