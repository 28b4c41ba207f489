// A stand-in for the platform's checkout, which is not reachable here: the checkout routes of
// runtime.md section 2 answer with a small page that shows the address the runtime sent the
// visitor to (path and query), so QA and the browser tests can read where each flow ended.
import { EXPRESS_CHECKOUT_PATH } from '../../src/commerce/checkout-urls';

const CHECKOUT_PATHS = /^\/checkout\/(subscribe|donate|giftcard)$/;

export function isCheckoutRoute(pathname: string): boolean {
  return pathname === EXPRESS_CHECKOUT_PATH || CHECKOUT_PATHS.test(pathname);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The stand-in page for `url` (a checkout route): its path and each query parameter, escaped. */
export function checkoutStandInPage(url: URL): string {
  const rows = [...url.searchParams]
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Checkout stand-in – site-runtime demo</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/demo.css" />
  </head>
  <body>
    <main>
      <h1>Checkout stand-in</h1>
      <p>The platform's checkout is not part of the demo. The runtime sent the visitor to:</p>
      <p><code id="checkout-path">${escapeHtml(url.pathname)}</code></p>
      <dl id="checkout-query">${rows}</dl>
      <p><a href="/">All demo pages</a></p>
    </main>
  </body>
</html>
`;
}
