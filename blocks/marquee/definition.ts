// The whole definition of the marquee block and scrolling component: what the core knows
// (./index.ts), the reader and the attach. Registered by the `marquee` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachMarquee } from './attach-marquee';
import { marqueeBlock, scrollingComponent } from './index';
import { readMarquee, type MarqueeData } from './read-marquee';

export const marqueeDefinitions: BlockDefinition<MarqueeData>[] = [
  marqueeBlock,
  scrollingComponent,
].map((core) => ({ ...core, readData: readMarquee, attach: attachMarquee }));
