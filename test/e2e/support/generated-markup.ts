import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listRealPageAssets, realPageAssetsDir } from '../../../demo/lib/real-page-assets';

// Generated pages in the markup the platform serves, beyond the saved real pages: 7.1 gallery
// sections (masonry, grid, strips) and 7.0 layout grids (sqs-layout rows and columns, nested,
// with image blocks), styled by the 2026 template's saved stylesheets and answered by the demo
// server's photo stand-in. Sampled with fast-check from a fixed seed, so a failure names a page
// that can be loaded again.

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The demo server's photo stand-in (demo/lib/photo-stand-in.ts), where the CDN's URLs go. */
const PHOTO_BASE = '/image-cdn/images.squarespace-cdn.com/content/v1/generated';

export interface GeneratedImage {
  /** The photo's pixel size, or null when the markup leaves out data-image-dimensions. */
  size: { width: number; height: number } | null;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function imageTag(image: GeneratedImage, index: number, extra = ''): string {
  const url = `${PHOTO_BASE}/photo-${index}.jpg`;
  const dimensions = image.size
    ? ` data-image-dimensions="${image.size.width}x${image.size.height}"`
    : '';
  return `<img data-src="${url}" data-image="${url}"${dimensions} data-image-focal-point="0.5,0.5" alt="Photo ${index}" data-load="false"${extra} />`;
}

/** The page around generated content: the template's stylesheets, a page context, the runtime. */
export function generatedPage(body: string, templateVersion: '7.0' | '7.1'): string {
  const sheets = [...listRealPageAssets(realPageAssetsDir(projectRoot))]
    .filter((path) => path.endsWith('.css'))
    .sort()
    .map((path) => `<link rel="stylesheet" type="text/css" href="${path}">`)
    .join('');
  const context = JSON.stringify({
    website: { id: 'generated', identifier: 'generated', siteTitle: 'Generated' },
    cookieSettings: { isCookieBannerEnabled: false, isRestrictiveCookiePolicyEnabled: false },
    templateVersion,
  });
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Generated</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${sheets}` +
    `<script type="application/json" id="site-context">${context}</script>` +
    // In the head, as the README asks: only there does blocking="render" hold the first paint.
    `<script src="/dist/site-runtime.js" defer blocking="render"></script></head>` +
    `<body><main>${body}</main><footer><p>Footer text after the content.</p></footer>` +
    `</body></html>`
  );
}

export type GalleryKind = 'masonry' | 'grid' | 'strips';
const CONTROLLERS: Record<GalleryKind, string> = {
  masonry: 'GalleryMasonry',
  grid: 'GalleryGrid',
  strips: 'GalleryStrips',
};

export interface GallerySectionSpec {
  kind: GalleryKind;
  columns: number;
  gutter: number;
  rowHeight: number;
  aspectRatio: string;
  images: GeneratedImage[];
}

/** A 7.1 gallery section as the platform serves it, after a heading section. */
export function gallerySection(spec: GallerySectionSpec): string {
  const { kind } = spec;
  const props = {
    scrollAnimation: 'site-default',
    gutter: spec.gutter,
    numColumns: spec.columns,
    rowHeight: spec.rowHeight,
    aspectRatio: spec.aspectRatio,
    width: 'full',
    lightboxEnabled: false,
  };
  const items = spec.images
    .map(
      (image, index) =>
        `<figure class="gallery-${kind}-item"><div class="gallery-${kind}-item-wrapper" data-animation-role="image">` +
        `${kind === 'grid' ? `<div class="gallery-grid-item-wrapper-inner">` : ''}${imageTag(image, index)}${kind === 'grid' ? '</div>' : ''}` +
        `</div></figure>`,
    )
    .join('');
  return (
    `<section class="page-section"><div class="content-wrapper"><div class="content"><h1>A gallery</h1><p>Some words before it.</p></div></div></section>` +
    `<section class="page-section gallery-section" data-section-theme="bright"><div class="content-wrapper"><div class="content">` +
    `<div class="gallery gallery-section-wrapper" style="min-height: 100px;"><div class="gallery" style="min-height: 100px;">` +
    // The layout class and the grid's data- attributes, as the platform writes them: the
    // template's stylesheet sizes a grid's frames by data-aspect-ratio before any script.
    `<div class="gallery-${kind} gallery-${kind}--layout-${kind}" data-controller="${CONTROLLERS[kind]}" data-section-id="s1" data-animation="site-default" data-lightbox="" data-width="full"` +
    `${kind === 'grid' ? ` data-aspect-ratio="${spec.aspectRatio}" data-columns="${spec.columns}" data-gutter="${spec.gutter}"` : ''}` +
    ` data-props="${escapeAttribute(JSON.stringify(props))}" data-show-captions="false">` +
    `<div class="gallery-${kind}-wrapper">${items}</div></div></div></div></div></div></section>`
  );
}

/**
 * The 7.0 blocks of the fixtures that draw themselves (galleries in every design, summaries,
 * videos, a newsletter and a form): each block's whole markup.
 */
function readFixtureBlocks(): string[] {
  const files = [
    'gallery-designs',
    'summary-designs',
    'video-7.0',
    'newsletter-7.0',
    'form-block-7.0',
  ];
  return files.flatMap((file) =>
    blocksIn(readFileSync(join(projectRoot, 'fixtures', 'blocks', `${file}.html`), 'utf8')),
  );
}

function blocksIn(html: string): string[] {
  const blocks: string[] = [];
  const opening = /<div\s+(?:[^>]*\s)?class="sqs-block /g;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    // The block ends where its <div>s balance.
    const tags = /<\/?div\b[^>]*>/g;
    tags.lastIndex = match.index;
    let depth = 0;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        blocks.push(html.slice(match.index, tags.lastIndex));
        opening.lastIndex = tags.lastIndex;
        break;
      }
    }
  }
  return blocks;
}

const FIXTURE_BLOCKS = readFixtureBlocks();

/**
 * A cell of a 7.0 layout grid: an image block, a block of the fixtures that draws itself (`drawn`:
 * its index, modulo their count), a text block, or a nested row.
 */
export type GridContent =
  | { image: GeneratedImage }
  | { drawn: number }
  | { text: string }
  | { row: Array<{ span: number; content: GridContent[] }> };

let blockCount = 0;

function gridContent(content: GridContent, parentSpan: number): string {
  blockCount += 1;
  if ('text' in content) {
    return `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-gen-${blockCount}"><div class="sqs-block-content"><p>${content.text}</p></div></div>`;
  }
  if ('drawn' in content) {
    // Every id (and slide id) gets the block's number, so a block used twice stays unique.
    const block = FIXTURE_BLOCKS[content.drawn % FIXTURE_BLOCKS.length] ?? '';
    return block.replace(/(id|data-slide-id)="(block-[^"]*)"/g, `$1="$2-${blockCount}"`);
  }
  if ('image' in content) {
    const { size } = content.image;
    const padding = size
      ? ` style="padding-bottom:${((size.height / size.width) * 100).toFixed(4)}%;"`
      : '';
    return (
      `<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-gen-${blockCount}"><div class="sqs-block-content">` +
      `<div class="image-block-outer-wrapper layout-caption-below design-layout-inline"><div class="intrinsic" style="max-width:${size?.width ?? 1500}px;">` +
      `<div${padding} class="image-block-wrapper${size ? ' has-aspect-ratio' : ''}">${imageTag(content.image, blockCount, ' class="thumb-image" data-type="image"')}</div>` +
      `</div></div></div></div>`
    );
  }
  return gridRow(content.row, parentSpan);
}

function gridRow(
  columns: Array<{ span: number; content: GridContent[] }>,
  parentSpan: number,
): string {
  const cells = columns
    .map(
      ({ span, content }) =>
        `<div class="col sqs-col-${span} span-${span}">${content.map((c) => gridContent(c, span)).join('')}</div>`,
    )
    .join('');
  return `<div class="row sqs-row" data-parent-span="${parentSpan}">${cells}</div>`;
}

/** A 7.0 page body: one sqs-layout grid of 12 columns with these rows. */
export function layoutGrid(rows: Array<Array<{ span: number; content: GridContent[] }>>): string {
  blockCount = 0;
  return `<div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-generated">${rows.map((row) => gridRow(row, 12)).join('')}</div>`;
}

const imageArbitrary: fc.Arbitrary<GeneratedImage> = fc.record({
  size: fc.option(
    fc.record({
      width: fc.integer({ min: 300, max: 6000 }),
      height: fc.integer({ min: 300, max: 6000 }),
    }),
    { freq: 4 },
  ),
});

export const gallerySectionArbitrary: fc.Arbitrary<GallerySectionSpec> = fc.record({
  kind: fc.constantFrom<GalleryKind>('masonry', 'grid', 'strips'),
  columns: fc.integer({ min: 1, max: 6 }),
  gutter: fc.constantFrom(0, 10, 20, 40),
  rowHeight: fc.integer({ min: 100, max: 600 }),
  aspectRatio: fc.constantFrom(
    'square',
    'standard',
    'standard-vertical',
    'widescreen',
    'four-three',
  ),
  images: fc.array(imageArbitrary, { minLength: 1, maxLength: 9 }),
});

/** Columns splitting `span` in two or three, each with content (nested rows up to `depth`). */
function columnsOf(
  span: number,
  depth: number,
): fc.Arbitrary<Array<{ span: number; content: GridContent[] }>> {
  const splits = [[span]];
  for (let first = 1; first < span; first += 1) splits.push([first, span - first]);
  if (span >= 3) splits.push([1, span - 2, 1]);
  return fc
    .constantFrom(...splits)
    .chain((spans) =>
      fc.tuple(...spans.map((s) => contentOf(s, depth).map((content) => ({ span: s, content })))),
    );
}

function contentOf(span: number, depth: number): fc.Arbitrary<GridContent[]> {
  const leaf: fc.Arbitrary<GridContent> = fc.oneof(
    { weight: 3, arbitrary: imageArbitrary.map((image) => ({ image })) },
    { weight: 1, arbitrary: fc.constant({ text: 'A paragraph of text in a column.' }) },
    { weight: 1, arbitrary: fc.nat().map((drawn) => ({ drawn })) },
  );
  const cell =
    depth > 0 && span >= 2
      ? fc.oneof(
          { weight: 3, arbitrary: leaf },
          { weight: 1, arbitrary: columnsOf(span, depth - 1).map((row) => ({ row })) },
        )
      : leaf;
  return fc.array(cell, { minLength: 1, maxLength: 2 });
}

export const layoutGridArbitrary = fc.array(columnsOf(12, 1), { minLength: 1, maxLength: 3 });

/** Whether a generated grid holds a block of the fixtures that draws itself. */
export function holdsDrawnBlock(
  rows: ReadonlyArray<ReadonlyArray<{ content: GridContent[] }>>,
): boolean {
  const has = (content: GridContent): boolean =>
    'drawn' in content || ('row' in content && content.row.some((c) => c.content.some(has)));
  return rows.some((row) => row.some((column) => column.content.some(has)));
}
