import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { StyleJournal } from '../../src/images';
import { attachImageGroup } from './attach-image-group';
import { alignFluidImage, applyShapeMask, fluidAlignment, watchNarrowWidth } from './fluid-layout';
import type { ImageGroupData } from './types';

/**
 * A 7.1 image component (`website.components.imageFluid`): its images loaded in place, then the
 * fluid rules of the markup: a contained image aligned by the image-position class, the shape mask
 * clipped when the page holds its outline, and the narrow class under 415 px.
 */
export function attachImageFluid(props: BlockProps<ImageGroupData>): Cleanup {
  const { element, server } = props;
  const styles = new StyleJournal();
  const wrapper = element.querySelector<HTMLElement>('.image-block-outer-wrapper');
  const alignment = fluidAlignment(wrapper);
  for (const { image, settings } of props.data.images) {
    alignFluidImage(image, settings.display?.stretch ?? true, alignment, styles);
  }
  const container = element.querySelector<HTMLElement>('.fluid-image-container');
  if (wrapper && container) applyShapeMask(wrapper, container, styles);
  const stopNarrow = wrapper ? watchNarrowWidth(wrapper, server) : () => {};
  const detach = attachImageGroup(props);
  return () => {
    stopNarrow();
    detach();
    styles.restore();
  };
}
