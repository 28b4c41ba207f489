// Page settings a template or a test puts in `<meta name="…" content="…">`: the address of a
// third-party script or service, so the demo and the browser tests point a pack at a local
// stand-in (the fake API's test captcha, test maps…) and nothing reaches the network.

/**
 * The http(s) URL that `<meta name="<name>">` holds, resolved against the page; `fallback` when
 * the page names none, or names something that is not an http(s) URL.
 */
export function pageSettingUrl(name: string, fallback: string, doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const configured = meta?.content.trim() ?? '';
  if (configured !== '') {
    try {
      const url = new URL(configured, doc.baseURI);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not a URL: the fallback is used.
    }
  }
  return fallback;
}
