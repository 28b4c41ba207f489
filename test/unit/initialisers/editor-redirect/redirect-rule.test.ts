// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ruleOnEditorRedirect,
  type EditorRedirectException,
  type EditorRedirectInput,
} from '../../../../initialisers/editor-redirect/redirect-rule';

/** A logged-in, non-viewer account on a published domain, unframed: the one case that redirects. */
const redirecting: EditorRedirectInput = {
  loggedIn: true,
  viewerOnly: false,
  noRedirect: false,
  hostname: 'www.example.com',
  developerMode: false,
  cloneable: false,
  framed: false,
};

describe('editor redirect rule', () => {
  it('redirects a logged-in account that is not viewer-only when no exception holds', () => {
    expect(ruleOnEditorRedirect(redirecting)).toEqual({ redirect: true });
  });

  it.each<[EditorRedirectException, Partial<EditorRedirectInput>]>([
    ['visitor', { loggedIn: false }],
    ['viewer-only', { viewerOnly: true }],
    ['noredirect', { noRedirect: true }],
    ['localhost', { hostname: 'localhost' }],
    ['developer-mode', { developerMode: true }],
    ['cloneable', { cloneable: true }],
    ['framed', { framed: true }],
  ])('does not redirect when %s', (reason, change) => {
    expect(ruleOnEditorRedirect({ ...redirecting, ...change })).toEqual({
      redirect: false,
      reason,
    });
  });

  it.each(['127.0.0.1', '[::1]', 'localhost.example.com', 'app.localhost', 'mylocalhost'])(
    'only exactly "localhost" is the localhost exception, not %s',
    (hostname) => {
      expect(ruleOnEditorRedirect({ ...redirecting, hostname })).toEqual({ redirect: true });
    },
  );

  it('every combination: redirects only when none of the seven exceptions holds', () => {
    const flags = ['loggedIn', 'viewerOnly', 'noRedirect', 'developerMode', 'cloneable', 'framed'];
    const order: EditorRedirectException[] = [
      'visitor',
      'viewer-only',
      'noredirect',
      'localhost',
      'developer-mode',
      'cloneable',
      'framed',
    ];
    let redirects = 0;
    for (let bits = 0; bits < 2 ** 7; bits += 1) {
      const on = (index: number) => (bits & (1 << index)) !== 0;
      const input: EditorRedirectInput = {
        ...Object.fromEntries(flags.map((flag, index) => [flag, on(index)])),
        hostname: on(6) ? 'localhost' : 'shop.example.com',
      } as EditorRedirectInput;
      const holding = order.filter(
        (exception) =>
          ({
            visitor: !input.loggedIn,
            'viewer-only': input.viewerOnly,
            noredirect: input.noRedirect,
            localhost: input.hostname === 'localhost',
            'developer-mode': input.developerMode,
            cloneable: input.cloneable,
            framed: input.framed,
          })[exception],
      );
      const ruling = ruleOnEditorRedirect(input);
      if (holding.length === 0) {
        redirects += 1;
        expect(ruling, JSON.stringify(input)).toEqual({ redirect: true });
      } else {
        // The first exception, in the spec's order, is the reason given.
        expect(ruling, JSON.stringify(input)).toEqual({ redirect: false, reason: holding[0] });
      }
    }
    expect(redirects).toBe(1);
  });
});
