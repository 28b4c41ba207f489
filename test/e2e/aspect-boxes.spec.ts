import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';

// The aspect box rule (src/boxes/aspect-box.ts) in the browser: an animation block whose JSON
// gives its width and height keeps that room from the first paint, before its pack arrives, and
// the player it draws then takes exactly that room (demo/pages/animation.html, third section).

const BLOCK = '#block-anim-3';
const AFTER = '#after-sized-animation';

for (const width of [1280, 412]) {
  test(`an animation with its size in the block keeps its room before its pack, and nothing below it moves once it plays (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdRequests(page, '**/dist/packs/animation.*');
    // Not `load`: the page's load event waits for the pack held back.
    await page.goto('/animation.html', { waitUntil: 'domcontentloaded' });
    const content = page.locator(`${BLOCK} > .sqs-block-content`);
    // Reserved by the core alone: half as high as wide (240 x 120).
    await expect(content).toHaveAttribute('style', /aspect-ratio/);
    const before = await content.boundingBox();
    if (!before) throw new Error('the animation block has no box');
    expect(before.height).toBeCloseTo(before.width / 2, 0);
    // The distance from the block's top to the text under it (the unsized animations above may
    // grow once they play: that is theirs, not this block's).
    const gap = () =>
      page.evaluate(
        ({ block, text }) =>
          (document.querySelector(text)?.getBoundingClientRect().top ?? Number.NaN) -
          (document.querySelector(block)?.getBoundingClientRect().top ?? Number.NaN),
        { block: BLOCK, text: AFTER },
      );
    const gapBefore = await gap();
    const state = () =>
      page.evaluate(
        (id) => window.SiteRuntime?.blocks().find((block) => block.id === id)?.state ?? null,
        BLOCK.slice(1),
      );
    expect(await state()).toBe('pending');

    release();
    await expect.poll(state).toBe('mounted');
    const stage = page.locator(`${BLOCK} .sr-animation__stage`);
    await expect(stage).toHaveAccessibleName('A pulsing dot, twice as wide as high');
    await expect(stage.locator('svg')).toHaveCount(1);
    const after = await content.boundingBox();
    expect(after?.height).toBeCloseTo(before.height, 0);
    expect(await gap()).toBeCloseTo(gapBefore, 0);
  });
}
