import { describe, expect, it } from 'vitest';
import {
  readDataProps,
  sectionAspectRatio,
  SECTION_ASPECT_RATIOS,
} from '../../../src/lib/section-props';
import { mockLogger } from '../support/mock-logger';

function sectionWith(props: string | null): HTMLElement {
  document.body.innerHTML = '<div data-controller="GalleryReel" data-section-id="s1"></div>';
  const element = document.body.firstElementChild as HTMLElement;
  if (props !== null) element.setAttribute('data-props', props);
  return element;
}

describe('readDataProps', () => {
  it('reads the JSON object, and nothing for a missing or empty attribute', () => {
    expect(readDataProps(sectionWith('{"gutter": 12}'))).toEqual({ gutter: 12 });
    expect(readDataProps(sectionWith(null))).toEqual({});
    expect(readDataProps(sectionWith('  '))).toEqual({});
  });

  it('skips a section whose props are not JSON, or not an object, naming it', () => {
    expect(() => readDataProps(sectionWith('{gutter: 12'))).toThrow(
      /^Gallery GalleryReel section s1: data-props is not valid JSON \(/,
    );
    expect(() => readDataProps(sectionWith('[1, 2]'))).toThrow(
      'Gallery GalleryReel section s1: data-props is not an object',
    );
  });
});

describe('sectionAspectRatio', () => {
  it('takes a positive number or a 7.1 name, and warns about a name it does not know', () => {
    const log = mockLogger();
    expect(sectionAspectRatio(1.5, 'S', log)).toBe(1.5);
    expect(sectionAspectRatio(' Sixteen-Nine ', 'S', log)).toBe(16 / 9);
    expect(sectionAspectRatio('original', 'S', log)).toBeNull();
    expect(sectionAspectRatio('', 'S', log)).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
    expect(sectionAspectRatio('golden', 'S', log)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      'Gallery S: unknown aspectRatio "golden", each image keeps its own',
    );
    expect(Object.keys(SECTION_ASPECT_RATIOS)).toContain('three-four-vertical');
  });
});
