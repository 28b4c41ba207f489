import { createRoot } from 'react-dom/client';
import { rootContainer } from '../../src/lib/root-container';
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
  const host = rootContainer('mobile-info-bar');
  host.className = 'sr-mobile-info-bar-host';
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(<MobileInfoBar content={content} />);
  return {
    remove() {
      root.unmount();
      host.remove();
    },
  };
}
