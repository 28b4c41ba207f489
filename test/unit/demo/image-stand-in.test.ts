// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ImageShapes } from '../../../demo/lib/image-shapes';
import { IMAGE_STAND_IN_PREFIX, imageStandIn } from '../../../demo/lib/image-stand-in';

const PAGE = `
  <img class="thumb-image"
       data-src="/cdn-stand-in/static1.squarespace.com/static/a/IMG_8880.jpeg"
       data-image-dimensions="2500x1941" alt="Montauk">
  <img data-image="/cdn-stand-in/images.squarespace-cdn.com/b.png" data-image-dimensions="1000x500">
  <img data-src="https://elsewhere.example/c.jpg" data-image-dimensions="10x10">
`;

function svgSize(body: string): string {
  return /<svg [^>]*>/.exec(body)?.[0] ?? '';
}

describe('image CDN stand-in', () => {
  it('answers with the width asked for and the shape the demo page gave the image', () => {
    const shapes = new ImageShapes(IMAGE_STAND_IN_PREFIX);
    shapes.learn(PAGE);
    const answer = imageStandIn(
      new URL(
        'http://demo/cdn-stand-in/static1.squarespace.com/static/a/IMG_8880.jpeg?format=750w',
      ),
      shapes,
    );
    expect(answer?.status).toBe(200);
    expect(svgSize(answer?.body ?? '')).toContain('width="750" height="582" viewBox="0 0 750 582"');
    const second = imageStandIn(
      new URL('http://demo/cdn-stand-in/images.squarespace-cdn.com/b.png?format=300w'),
      shapes,
    );
    expect(svgSize(second?.body ?? '')).toContain('width="300" height="150"');
  });

  it('an image no page described has no shape of its own; a missing one is a 404', () => {
    const shapes = new ImageShapes(IMAGE_STAND_IN_PREFIX);
    shapes.learn(PAGE);
    const unknown = imageStandIn(
      new URL('http://demo/cdn-stand-in/x/unknown.jpg?format=500w'),
      shapes,
    );
    expect(svgSize(unknown?.body ?? '')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="500">',
    );
    expect(imageStandIn(new URL('http://demo/cdn-stand-in/missing/a.jpg'), shapes)?.status).toBe(
      404,
    );
    expect(imageStandIn(new URL('http://demo/elsewhere.jpg'), shapes)).toBeNull();
  });
});
