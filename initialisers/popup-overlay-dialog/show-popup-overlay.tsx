import { openBodyRoot } from '../../src/lib/root-container';
import { PopupOverlay } from './PopupOverlay';
import { takeServerContent } from '../popup-overlay/server-content';

export interface ShowPopupOverlayOptions {
  /** The `.sqs-popup-overlay` element whose content is shown. */
  source: HTMLElement;
  style: number;
  onVisitorClose: () => void;
  onSubmitted: () => void;
}

export interface PopupOverlayHandle {
  /** Takes the overlay away at once, without counting as the visitor's close (destroy()). */
  remove: () => void;
}

/** Opens the overlay in a React root of its own; it removes itself once the visitor closed it. */
export function showPopupOverlay(options: ShowPopupOverlayOptions): PopupOverlayHandle {
  const { root, remove } = openBodyRoot('popup-overlay', 'sr-popup-overlay-root');
  root.render(
    <PopupOverlay
      content={takeServerContent(options.source)}
      style={options.style}
      onVisitorClose={options.onVisitorClose}
      onSubmitted={options.onSubmitted}
      // Called from an effect: React must finish that commit before the root can unmount.
      onExited={() => queueMicrotask(remove)}
    />,
  );
  return { remove };
}
