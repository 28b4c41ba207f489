// Extra response headers per demo page. Pages named csp-*.html prove that the runtime works under a
// strict Content-Security-Policy (no inline script, no injected <style>, no eval).

// base-uri 'none': an injected <base href> cannot move where relative URLs go.
export const STRICT_CSP = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";

/** Headers to add when serving the demo page `fileName` (e.g. `csp-strict.html`). */
export function headersForDemoPage(fileName: string): Record<string, string> {
  if (fileName.startsWith('csp-')) return { 'content-security-policy': STRICT_CSP };
  return {};
}
