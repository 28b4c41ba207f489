import { openBodyRoot } from '../../src/lib/root-container';
import type { InfoBarContent } from './info-bar-content';
import { MobileInfoBar } from './MobileInfoBar';

export interface MobileInfoBarHandle {
  /** Unmounts the bar and takes its host out of the page (destroy()). */
  remove: () => void;
}

/**
 * Draws the bar in a React root of its own, in a host at the end of <body>: its spacer adds room
 * below the content, never above it. The bar follows the viewport from then on.
 */
export function showMobileInfoBar(content: InfoBarContent): MobileInfoBarHandle {
  const { root, remove } = openBodyRoot('mobile-info-bar', 'sr-mobile-info-bar-host');
  root.render(<MobileInfoBar content={content} />);
  return { remove };
}
