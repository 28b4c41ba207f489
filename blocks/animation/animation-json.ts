// The animation's JSON, fetched by the block itself and handed to lottie as data: lottie's own
// loader is never asked for a URL, and a font it would fetch is dropped first.
import { isRecord } from '../../src/lib/coerce';

/**
 * A copy of `data` whose fonts point at no file. Given a font path, lottie adds a `<style>` with an
 * @font-face rule or a stylesheet `<link>` to the page: both break a strict Content-Security-Policy
 * (`style-src 'self'`) and fetch from wherever the file says. Without one, text is drawn in the
 * font family the page already has (or its fallback); glyph (`chars`) animations are unaffected.
 */
export function withoutFontFiles(data: Record<string, unknown>): Record<string, unknown> {
  const fonts = data.fonts;
  if (!isRecord(fonts) || !Array.isArray(fonts.list)) return data;
  const list: unknown[] = fonts.list.map((font: unknown) =>
    isRecord(font) ? { ...font, fPath: '', fOrigin: 'n', origin: 0 } : font,
  );
  return { ...data, fonts: { ...fonts, list } };
}

/** Fetches and parses the animation JSON at `url` (same origin, or served with CORS). */
export async function fetchAnimationJson(
  url: string,
  signal: AbortSignal,
): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(url, window.location.href), {
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`status ${response.status}`);
  const data: unknown = await response.json();
  if (!isRecord(data)) throw new Error('not an animation object');
  return data;
}

interface FontProbe {
  parent?: Node;
}

/**
 * lottie measures each font with two hidden spans it appends to <body>, and removes them only
 * once a font file it loaded arrives: with no font files, they would outlive the animation. Read
 * from the player's font manager and removed when the block lets the animation go.
 */
export function removeFontProbes(animation: unknown): void {
  const renderer = isRecord(animation) ? animation.renderer : null;
  const globalData = isRecord(renderer) ? renderer.globalData : null;
  const fontManager = isRecord(globalData) ? globalData.fontManager : null;
  const fonts = isRecord(fontManager) && Array.isArray(fontManager.fonts) ? fontManager.fonts : [];
  for (const font of fonts as unknown[]) {
    if (!isRecord(font)) continue;
    for (const probe of [font.monoCase, font.sansCase] as Array<FontProbe | undefined>) {
      const parent = probe?.parent;
      if (parent instanceof Element) parent.remove();
    }
  }
}
