// What the `lightbox` pack offers (src/lightbox/pack.ts defines it). Blocks reach it with
// `loadPack<LightboxApi>(LIGHTBOX_PACK)` on a visitor's click, so no page pays for it before a
// visitor opens an image.

/** One image in the lightbox: the full-size source (and srcset) and what a screen reader reads. */
export interface LightboxImageItem {
  kind: 'image';
  src: string;
  srcset?: string;
  alt: string;
  /** Intrinsic size, when known, so the frame is sized before the image arrives. */
  width?: number;
  height?: number;
  /** Plain text shown under the image (never parsed as HTML). */
  caption?: string;
}

/** A video item: plays inside the lightbox (beyond the spec), after the visitor asks for it. */
export interface LightboxVideoItem {
  kind: 'video';
  /** The provider's embed URL (an https iframe src). */
  embedUrl: string;
  /** The provider's name, shown on the click-to-load card ("YouTube"). */
  provider: string;
  title: string;
  thumbnail?: string;
  caption?: string;
}

export type LightboxItem = LightboxImageItem | LightboxVideoItem;

export interface LightboxOptions {
  items: LightboxItem[];
  /** The item shown first. */
  index: number;
  /** The dialog's accessible name, e.g. the gallery's title or "Image gallery". */
  label: string;
  /** Gets focus back on close (default: whatever had focus when it opened). */
  opener?: HTMLElement | null;
  /** The block's `lightboxTheme` (widgets.md: light or dark); default dark. */
  theme?: 'light' | 'dark';
  /** Show a strip of thumbnails under the image. */
  thumbnails?: boolean;
  /** How long the content takes to fade in, in seconds (widgets.md: speed; default 0.6). */
  speed?: number;
  /**
   * Which arrow buttons are drawn (widgets.md: controls.previous, controls.next; default both).
   * The arrow keys and swipes move either way.
   */
  controls?: { previous?: boolean; next?: boolean };
  /**
   * The history hash of the open item (widgets.md: historyHash), e.g. `itemId=<slide id>`: written
   * while the lightbox is open, reset on close.
   */
  historyHash?: (index: number) => string | null;
  /** Called when the visitor moves to another item. */
  onIndexChange?: (index: number) => void;
  /**
   * The item a linked gallery (the carousel the lightbox follows) is moving to, null at rest: a
   * change is refused while it heads to another item than the one shown (widgets.md section 4).
   */
  linkedMotion?: () => number | null;
  /** Called once the lightbox has closed, with the index it showed last. */
  onClose?: (index: number) => void;
}

export interface LightboxHandle {
  close: () => void;
}

export interface LightboxApi {
  /** Opens the lightbox (closing one already open). */
  openLightbox: (options: LightboxOptions) => LightboxHandle;
}
