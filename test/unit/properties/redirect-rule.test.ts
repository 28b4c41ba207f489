// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseContext } from '../../../src/context/read-context';
import { isLoggedInAccount, isViewerOnlyAccount } from '../../../src/lib/account-roles';
import {
  ruleOnEditorRedirect,
  type EditorRedirectException,
  type EditorRedirectInput,
} from '../../../initialisers/editor-redirect/redirect-rule';
import { anyValue } from './arbitraries';
import { rawContext } from './context-arbitraries';

// The editor redirect rule (runtime.md sections 2 and 6) is a pure decision: a logged-in account
// that is not viewer-only goes to the configuration editor unless noredirect, localhost,
// developer mode, a cloneable site or a frame says otherwise. For any page context it decides,
// the same way every time, without touching its input.

const EXCEPTIONS: readonly EditorRedirectException[] = [
  'visitor',
  'viewer-only',
  'noredirect',
  'localhost',
  'developer-mode',
  'cloneable',
  'framed',
];

const hostname = fc.oneof(
  fc.constantFrom('localhost', 'LOCALHOST', 'localhost.', '127.0.0.1', '[::1]', 'shop.example.com'),
  fc.string({ maxLength: 12 }),
);

/** The rule's input as the initialiser builds it from a page context. */
const inputFromContext: fc.Arbitrary<EditorRedirectInput> = fc
  .record({
    raw: rawContext,
    noRedirect: fc.boolean(),
    hostname,
    framed: fc.boolean(),
  })
  .map(({ raw, noRedirect, hostname: host, framed }) => {
    const context = normaliseContext(raw, 'static');
    return {
      loggedIn: isLoggedInAccount(context),
      viewerOnly: isViewerOnlyAccount(context),
      noRedirect,
      hostname: host,
      developerMode: context.website.developerMode,
      cloneable: context.website.cloneable,
      framed,
    };
  });

/** The exceptions that hold, in the spec's order. */
function holding(input: EditorRedirectInput): EditorRedirectException[] {
  const holds: Record<EditorRedirectException, boolean> = {
    visitor: !input.loggedIn,
    'viewer-only': input.viewerOnly,
    noredirect: input.noRedirect,
    localhost: input.hostname === 'localhost',
    'developer-mode': input.developerMode,
    cloneable: input.cloneable,
    framed: input.framed,
  };
  return EXCEPTIONS.filter((exception) => holds[exception]);
}

describe('editor redirect rule (property)', () => {
  it('redirects for any context exactly when no exception holds, else names the first', () => {
    fc.assert(
      fc.property(inputFromContext, (input) => {
        const frozen = Object.freeze({ ...input });
        const ruling = ruleOnEditorRedirect(frozen);
        const exceptions = holding(input);
        expect(ruling).toEqual(
          exceptions.length === 0 ? { redirect: true } : { redirect: false, reason: exceptions[0] },
        );
        // Pure: the same input gives the same ruling.
        expect(ruleOnEditorRedirect(frozen)).toEqual(ruling);
      }),
    );
  });

  it('never sends an anonymous visitor or a viewer-only account to the editor', () => {
    fc.assert(
      fc.property(inputFromContext, (input) => {
        if (!input.loggedIn || input.viewerOnly) {
          expect(ruleOnEditorRedirect(input).redirect).toBe(false);
        }
      }),
    );
  });

  it('gives a ruling of the known shape even for input of the wrong types', () => {
    const loose = fc.record({
      loggedIn: anyValue,
      viewerOnly: anyValue,
      noRedirect: anyValue,
      hostname: anyValue,
      developerMode: anyValue,
      cloneable: anyValue,
      framed: anyValue,
    });
    fc.assert(
      fc.property(loose, (input) => {
        const ruling = ruleOnEditorRedirect(input as unknown as EditorRedirectInput);
        if (ruling.redirect) expect(ruling).toEqual({ redirect: true });
        else expect(EXCEPTIONS).toContain(ruling.reason);
      }),
    );
  });
});
