// The font stylesheets a page context names (runtime.md sections 3 and 7: `website.typekitId`,
// `googleFonts`; "a font stylesheet service"). ASSUMED (README): the stylesheet addresses (the
// services' public CSS endpoints) and the shapes `googleFonts` may take, since the spec shows
// none: a list of families ("Roboto:400,700italic"), a record of family to weights
// ({"Roboto": ["400", "700"]}), or either under a `families` key.
import { isRecord } from '../../src/lib/coerce';

export const TYPEKIT_CSS = 'https://use.typekit.net/{id}.css';
export const GOOGLE_FONTS_CSS = 'https://fonts.googleapis.com/css2';
/** Page settings pointing at local stand-ins (the demo and the tests). */
export const TYPEKIT_META = 'sr-typekit-css';
export const GOOGLE_FONTS_META = 'sr-google-fonts-css';

const MAX_FAMILIES = 12;

export interface GoogleFamily {
  family: string;
  /** css2 axis values: "400", "700", "1,400" (italic)… sorted, unique; empty for the default. */
  weights: string[];
}

function family(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const clean = name.replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();
  return /^[A-Za-z0-9][A-Za-z0-9 ]{0,60}$/.test(clean) ? clean : null;
}

/** "400", "700italic", "italic", "regular" → css2 tuples "0,400", "1,700". */
function variant(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const match = /^(\d{3})?(i|italic)?$|^(regular)$/i.exec(text.trim());
  if (!match || text.trim() === '') return null;
  const weight = match[1] ?? '400';
  return `${match[2] ? 1 : 0},${weight}`;
}

function familyWithVariants(name: unknown, variants: unknown[]): GoogleFamily | null {
  const clean = family(name);
  if (!clean) return null;
  const weights = [...new Set(variants.map(variant).filter((v): v is string => v !== null))];
  return { family: clean, weights: weights.sort() };
}

/** "Roboto:400,700italic" or "Roboto". */
function fromSpec(spec: unknown): GoogleFamily | null {
  if (typeof spec !== 'string') return null;
  const [name, variants = ''] = spec.split(':');
  return familyWithVariants(name, variants ? variants.split(',') : []);
}

export function readGoogleFamilies(value: unknown): GoogleFamily[] {
  const raw = isRecord(value) && 'families' in value ? value.families : value;
  let families: Array<GoogleFamily | null> = [];
  if (Array.isArray(raw)) families = raw.map(fromSpec);
  else if (isRecord(raw)) {
    families = Object.entries(raw).map(([name, variants]) =>
      familyWithVariants(name, Array.isArray(variants) ? variants : []),
    );
  }
  const unique = new Map<string, GoogleFamily>();
  for (const entry of families)
    if (entry && !unique.has(entry.family)) unique.set(entry.family, entry);
  return [...unique.values()].slice(0, MAX_FAMILIES);
}

/**
 * The css2 address for the families, with display=optional: a font that is not there quickly is
 * used from the next page on, so the text never reflows when it arrives.
 */
export function googleFontsUrl(base: string, families: GoogleFamily[]): string {
  const url = new URL(base);
  for (const { family: name, weights } of families) {
    const spec =
      weights.length === 0
        ? name
        : weights.every((weight) => weight.startsWith('0,'))
          ? `${name}:wght@${weights.map((weight) => weight.slice(2)).join(';')}`
          : `${name}:ital,wght@${weights.join(';')}`;
    url.searchParams.append('family', spec);
  }
  url.searchParams.set('display', 'optional');
  return url.href;
}

/** A Typekit kit id ("abc1def"), or null. */
export function typekitKit(id: string): string | null {
  const kit = id.trim();
  return /^[a-z0-9]{4,20}$/i.test(kit) ? kit : null;
}

/** The kit's stylesheet: the service's address with the kit in it, or a stand-in's with `?kit=`. */
export function typekitUrl(base: string, kit: string): string {
  if (base.includes('{id}')) return base.replace('{id}', kit);
  const url = new URL(base);
  url.searchParams.set('kit', kit);
  return url.href;
}
