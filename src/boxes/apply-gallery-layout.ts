// Writes a layout into the server's own elements through the CSSOM (a strict style-src allows it;
// a <style> element would not be), journaled so unmount puts every inline style back.
import type { StyleJournal } from '../images/style-journal';
import type { GalleryBox, Layout } from './gallery-box';
import { layoutFor, type LayoutSpace } from './gallery-layouts';

const px = (value: number) => `${Math.round(value * 100) / 100}px`;

function write(data: GalleryBox, layout: Layout, styles: StyleJournal): void {
  styles.set(data.wrapper, 'position', 'relative');
  styles.set(data.wrapper, 'height', px(layout.height));
  data.items.forEach(({ figure, frame }, index) => {
    const box = layout.boxes[index];
    if (!box) return;
    styles.set(figure, 'position', 'absolute');
    styles.set(figure, 'margin', '0');
    styles.set(figure, 'left', px(box.left));
    styles.set(figure, 'top', px(box.top));
    styles.set(figure, 'width', px(box.width));
    if (frame === figure) return;
    styles.set(frame, 'height', px(box.height));
    // The template sizes a grid's frames by a padding (padding-bottom: 75% for four-three, say):
    // with the height written as well, the frame would be twice as high.
    styles.set(frame, 'padding-bottom', '0');
  });
}

/**
 * The space the section has now (its wrapper's width, and the viewport's) and the wrapper's box
 * as it stands: one read, before any write.
 */
export function measureSpace(data: GalleryBox): { space: LayoutSpace; box: DOMRect } {
  const box = data.wrapper.getBoundingClientRect();
  return { space: { width: box.width, viewportWidth: window.innerWidth }, box };
}

/**
 * Lays the section out in `space`. Frames come from the images' proportions; when items have
 * captions, their heights are read once the widths are set (one forced layout), then the items
 * are placed again below them. Returns the layout written.
 */
export function applyLayout(data: GalleryBox, space: LayoutSpace, styles: StyleJournal): Layout {
  const { kind, props, items } = data;
  let layout = layoutFor(
    kind,
    props,
    items.map(({ ratio }) => ({ ratio, captionHeight: 0 })),
    space,
  );
  write(data, layout, styles);
  if (items.some((item) => item.caption !== null)) {
    const captionHeights = items.map(({ figure }, index) =>
      Math.max(0, figure.getBoundingClientRect().height - (layout.boxes[index]?.height ?? 0)),
    );
    layout = layoutFor(
      kind,
      props,
      items.map(({ ratio }, index) => ({ ratio, captionHeight: captionHeights[index] ?? 0 })),
      space,
    );
    write(data, layout, styles);
  }
  return layout;
}
