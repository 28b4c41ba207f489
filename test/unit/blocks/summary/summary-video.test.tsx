import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { summaryBlockDefinition } from '../../../../blocks/summary/definition';
import {
  readSummaryData,
  SUMMARY_VIDEO_ASPECT,
  summaryRatio,
  summaryVideoAspect,
} from '../../../../blocks/summary/read-summary';
import { branchCounter } from '../../support/branches';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { mountBlock } from '../../support/mount-block';

// Summary items that are videos (fixtures/blocks/summary-video.html): runtime.md section 9,
// "Default aspect of summary video placeholders 65%, otherwise 100 divided by the ratio".

const root = path.resolve(__dirname, '../../../..');
const FIXED = 'block-summary-video-fixed';
const AUTO = 'block-summary-video-auto';

function fixture(id: string): HTMLElement {
  document.body.innerHTML = readFileSync(
    path.join(root, 'fixtures/blocks/summary-video.html'),
    'utf8',
  );
  const block = document.getElementById(id);
  if (!block) throw new Error(`no #${id}`);
  return block;
}

const placeholders = (block: HTMLElement) =>
  Array.from(block.querySelectorAll<HTMLElement>('.sqs-video-wrapper'));

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => vi.unstubAllGlobals());

describe('summary video placeholders', () => {
  it('reads each video item and the aspect: 100 divided by a fixed ratio, else 65%', () => {
    const fixed = readSummaryData(fixture(FIXED));
    expect(fixed.items.map((item) => item.video !== null)).toEqual([true, true, false]);
    // A video's picture sits in the placeholder: no frame ratio of its own.
    expect(fixed.items.map((item) => item.ratio)).toEqual([null, null, 1.5]);
    expect(fixed.videoAspect).toBe('66.6667%');
    expect(readSummaryData(fixture(AUTO)).videoAspect).toBe(SUMMARY_VIDEO_ASPECT);
    expect(SUMMARY_VIDEO_ASPECT).toBe('65%');
  });

  it('the wall design has no fixed ratio: its placeholders take 65%', () => {
    const block = fixture(FIXED);
    block.setAttribute(
      'data-block-json',
      JSON.stringify({ design: 'autocolumns', imageAspectRatio: '1.5' }),
    );
    expect(readSummaryData(block).videoAspect).toBe('65%');
  });

  it('reserves each placeholder at its aspect, shows its picture, and undoes it on unmount', () => {
    const block = fixture(FIXED);
    const { unmount } = mountBlock(summaryBlockDefinition, block);
    const [withPicture, withoutPicture] = placeholders(block);
    expect(withPicture?.style.paddingBottom).toBe('66.6667%');
    expect(withoutPicture?.style.paddingBottom).toBe('66.6667%');
    expect(withPicture?.classList.contains('sr-summary__video')).toBe(true);
    const overlay = withPicture?.querySelector<HTMLElement>('.sqs-video-overlay');
    expect(overlay?.style.opacity).toBe('1');
    // The placeholder with no picture keeps the platform's own overlay as it was.
    expect(withoutPicture?.querySelector<HTMLElement>('.sqs-video-overlay')?.style.opacity).toBe(
      '0',
    );
    unmount();
    expect(withPicture?.style.paddingBottom).toBe('');
    expect(overlay?.style.opacity).toBe('0');
  });

  it('names each video thumbnail link by its item title; its picture is decorative; undone', () => {
    const block = fixture(FIXED);
    const { unmount } = mountBlock(summaryBlockDefinition, block);
    const links = placeholders(block).map((placeholder) => placeholder.closest('a'));
    expect(links.map((link) => link?.getAttribute('aria-label'))).toEqual([
      'A film of the harbour',
      'A film without a picture',
    ]);
    const picture = placeholders(block)[0]?.querySelector('img');
    expect(picture?.getAttribute('alt')).toBe('');
    // An image item's link keeps its own name (its picture's alt text).
    const imageLink = block.querySelector('a[href="/journal/pier"].summary-thumbnail-container');
    expect(imageLink?.hasAttribute('aria-label')).toBe(false);
    unmount();
    expect(links[0]?.hasAttribute('aria-label')).toBe(false);
    expect(picture?.hasAttribute('alt')).toBe(false);
  });

  it('with "Auto" the placeholders take the spec default', () => {
    const block = fixture(AUTO);
    mountBlock(summaryBlockDefinition, block);
    expect(placeholders(block).map((placeholder) => placeholder.style.paddingBottom)).toEqual([
      '65%',
      '65%',
    ]);
  });

  it('property: any imageAspectRatio gives 65% or 100 / ratio (for a ratio from 1:10 to 10:1)', () => {
    const branches = branchCounter(['default', 'ratio']);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -10, max: 100, noNaN: false }),
          fc.string({ maxLength: 8 }),
          fc.constantFrom('Auto', '1.5', '0.6666666666666666', '0', '-1', null, undefined),
        ),
        (value) => {
          const ratio = summaryRatio(value);
          const aspect = summaryVideoAspect(ratio);
          const percent = Number(aspect.slice(0, -1));
          expect(aspect.endsWith('%')).toBe(true);
          expect(Number.isFinite(percent) && percent > 0).toBe(true);
          if (ratio === null || ratio < 0.1 || ratio > 10) {
            branches.reached('default');
            expect(aspect).toBe('65%');
          } else {
            branches.reached('ratio');
            expect(percent).toBeCloseTo(100 / ratio, 3);
          }
        },
      ),
    );
    branches.expectEachReached();
  });
});
