// HTML the runtime parses itself (rich text through the sanitiser, video embed codes) is cut after
// a number of tags. Browsers parse most HTML in linear time, but not all: misnested formatting
// elements (`<a href="<b><i>` over and over) make the parser rebuild its list of open formatting
// elements at every tag, and 256 kB of that took Chromium 2.5 s. No rich-text field or embed code
// of the platform comes near this many tags, so what is cut off is only ever an attack.

/** More tags than any real rich-text field or embed code holds (a long disclaimer has ~200). */
export const MAX_PARSED_TAGS = 2000;

/**
 * `html` up to (not including) its tag number `maxTags + 1`, counting every `<`; the whole of it
 * when it has no more. Linear, and never longer than `html`.
 */
export function boundedHtml(html: string, maxTags: number = MAX_PARSED_TAGS): string {
  let position = -1;
  for (let tags = 0; tags <= maxTags; tags += 1) {
    position = html.indexOf('<', position + 1);
    if (position === -1) return html;
  }
  return html.slice(0, position);
}
