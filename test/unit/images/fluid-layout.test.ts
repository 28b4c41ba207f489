import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  alignedPosition,
  fluidAlignment,
  NARROW_CLASS,
  shapeMaskName,
  watchNarrowWidth,
} from '../../../blocks/image/fluid-layout';
import { ServerDom } from '../../../src/runtime/server-dom';

function element(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as Element;
}

describe('7.1 fluid image rules', () => {
  it('aligns by the image-position class, centred by default', () => {
    const wrapper = (position: string) =>
      element(`<div class="image-block-outer-wrapper design-layout-fluid ${position}"></div>`);
    expect(fluidAlignment(wrapper('image-position-left'))).toBe('left');
    expect(fluidAlignment(wrapper('image-position-right'))).toBe('right');
    expect(fluidAlignment(wrapper('image-position-center'))).toBe('center');
    expect(fluidAlignment(wrapper('image-position-leftish'))).toBe('center');
    expect(fluidAlignment(null)).toBe('center');
    expect(alignedPosition('left')).toBe('0% 50%');
    expect(alignedPosition('right')).toBe('100% 50%');
  });

  it('reads a shape mask only when it is applied', () => {
    const masked = element(
      '<div data-is-mask-applied="true" data-shape-mask="rabbet" data-component-id="c1"></div>',
    );
    expect(shapeMaskName(masked)).toBe('rabbet');
    expect(
      shapeMaskName(element('<div data-is-mask-applied="false" data-shape-mask="rabbet"></div>')),
    ).toBeNull();
    expect(
      shapeMaskName(element('<div data-is-mask-applied="true" data-shape-mask="  "></div>')),
    ).toBeNull();
  });

  it('property: any class list gives one of the three alignments; only image-position-left/right move it', () => {
    const token = fc.oneof(
      fc.constantFrom('image-position-left', 'image-position-right', 'image-position-center'),
      fc.stringMatching(/^[a-z-]{1,20}$/),
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 6 }), (classes) => {
        const wrapper = document.createElement('div');
        wrapper.setAttribute('class', classes.join(' '));
        const first = classes.find((name) => /^image-position-(left|right|center)$/.test(name));
        expect(fluidAlignment(wrapper)).toBe(
          first ? first.slice('image-position-'.length) : 'center',
        );
      }),
    );
  });

  it('property: any mask attributes give a trimmed non-empty name or null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), (applied, name) => {
        const wrapper = document.createElement('div');
        wrapper.setAttribute('data-is-mask-applied', applied);
        wrapper.setAttribute('data-shape-mask', name);
        const read = shapeMaskName(wrapper);
        if (applied.trim() !== 'true' || name.trim() === '') expect(read).toBeNull();
        else expect(read).toBe(name.trim());
      }),
    );
  });

  it('marks a wrapper narrower than 415 px, and unmarks it when it grows', () => {
    let report: ResizeObserverCallback = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const wrapper = document.createElement('div');
    const server = new ServerDom(wrapper);
    watchNarrowWidth(wrapper, server);
    const resize = (width: number) =>
      report([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
    resize(414);
    expect(wrapper.classList.contains(NARROW_CLASS)).toBe(true);
    resize(415);
    expect(wrapper.classList.contains(NARROW_CLASS)).toBe(false);
    vi.unstubAllGlobals();
  });
});
