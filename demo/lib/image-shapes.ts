// The shape of each stand-in image, learnt from the `data-image-dimensions` of the pages served,
// so a stand-in answers with the height a real photo of that width would have.

export interface Shape {
  width: number;
  height: number;
}

const IMAGE_TAG = /<img\b[^>]*>/gi;

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
}

/** The shapes of the images whose URL path starts with `prefix`, by URL path. */
export class ImageShapes {
  private readonly shapes = new Map<string, Shape>();

  constructor(private readonly prefix: string) {}

  /** Records the `data-image-dimensions` of each such image in a page's HTML. */
  learn(html: string): void {
    for (const [tag] of html.matchAll(IMAGE_TAG)) {
      const source = attribute(tag, 'data-src') ?? attribute(tag, 'data-image');
      const size = /^(\d+)x(\d+)$/.exec(attribute(tag, 'data-image-dimensions') ?? '');
      if (!source || !size) continue;
      let path: string;
      try {
        path = new URL(source, 'http://demo').pathname;
      } catch {
        continue;
      }
      const [width, height] = [Number(size[1]), Number(size[2])];
      if (path.startsWith(this.prefix) && width > 0 && height > 0) {
        this.shapes.set(path, { width, height });
      }
    }
  }

  of(pathname: string): Shape | undefined {
    return this.shapes.get(pathname);
  }
}
