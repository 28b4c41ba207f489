// The lightbox (widgets.md sections 2, 4 and 9; beyond the spec: video items and a thumbnail
// strip). A modal dialog per the WAI-ARIA APG built on the shared Dialog (src/ui), so it shares
// the one layer stack: z-index, the page behind inert, focus moved in, kept in and given back,
// Escape, the overlay's 0.3 s fade in and out.
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Dialog } from '../ui';
import { formatMessage } from '../i18n/strings';
import { swipeOutcome } from '../carousel/swipe';
import { linkedRefuses } from '../carousel/motion';
import { lightboxStrings, videoStrings } from './strings';
import { readLightboxLook } from './read-options';
import type { LightboxImageItem, LightboxItem, LightboxOptions, LightboxVideoItem } from './types';
import { autoplayUrl, PLAYER_ALLOW, safeEmbedUrl } from '../video/embed';

/** widgets.md section 9: the click zones stay this share of the window away from its edges. */
export const CLICK_ZONE_MARGIN = 0.02;

export interface LightboxViewProps {
  options: LightboxOptions;
  /** True while it fades out. */
  closing: boolean;
  /** The visitor asked to close (Escape, the close button). */
  onRequestClose: () => void;
  /** The fade-out is over: remove it. */
  onExited: () => void;
  onIndexChange: (index: number) => void;
}

/** `index` wrapped into 0…count-1 (the lightbox loops, like the gallery's currentIndex). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

function nameOf(item: LightboxItem): string {
  return item.kind === 'image' ? item.alt : item.title;
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const CLOSE_PATH = 'M6 6l12 12M18 6L6 18';
const PREVIOUS_PATH = 'M15 5l-7 7 7 7';
const NEXT_PATH = 'M9 5l7 7-7 7';

function LightboxImage({ item }: { item: LightboxImageItem }) {
  return (
    <img
      className="sr-lightbox-image"
      src={item.src}
      srcSet={item.srcset}
      sizes={item.srcset ? '100vw' : undefined}
      alt={item.alt}
      width={item.width}
      height={item.height}
      decoding="async"
    />
  );
}

/** A video item: a card saying what will load, and the provider's player once asked for. */
function LightboxVideo({ item }: { item: LightboxVideoItem }) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const textId = useId();
  const src = safeEmbedUrl(item.embedUrl);

  // The Load button is gone: focus follows the visitor's choice into the player.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (src === null) {
    return <p className="sr-lightbox-message">{videoStrings.invalidEmbed}</p>;
  }
  if (playing) {
    return (
      <div className="sr-lightbox-video">
        <iframe
          ref={frameRef}
          className="sr-lightbox-player"
          src={autoplayUrl(src)}
          title={item.title || videoStrings.defaultTitle}
          allow={PLAYER_ALLOW}
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="sr-lightbox-video sr-lightbox-video--card">
      {item.thumbnail && (
        <img className="sr-lightbox-video-thumb" src={item.thumbnail} alt="" decoding="async" />
      )}
      <div className="sr-lightbox-video-card">
        {item.title && <p className="sr-lightbox-video-title">{item.title}</p>}
        <p id={textId}>
          {formatMessage(videoStrings.consentText, {
            provider: item.provider || videoStrings.defaultProvider,
          })}
        </p>
        <button
          type="button"
          className="sr-lightbox-button"
          aria-describedby={textId}
          onClick={() => setPlaying(true)}
        >
          {videoStrings.load}
        </button>
      </div>
    </div>
  );
}

function Thumbnail({ item }: { item: LightboxItem }) {
  const src = item.kind === 'image' ? item.src : item.thumbnail;
  if (!src) {
    return (
      <span className="sr-lightbox-thumb-video" aria-hidden="true">
        ▶
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={item.kind === 'image' ? item.srcset : undefined}
      sizes={item.kind === 'image' && item.srcset ? '80px' : undefined}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

export function LightboxView(props: LightboxViewProps) {
  const { options, closing } = props;
  const { items } = options;
  const count = items.length;
  const [index, setIndex] = useState(() => wrapIndex(options.index, count));
  const closeRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const theme = options.theme === 'light' ? 'light' : 'dark';
  const item = items[index];

  const go = (target: number): void => {
    if (count < 2 || closing) return;
    if (linkedRefuses(index, options.linkedMotion?.() ?? null)) return;
    const next = wrapIndex(target, count);
    if (next === index) return;
    setIndex(next);
    props.onIndexChange(next);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape') props.onRequestClose();
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  });

  // Keys anywhere in the dialog (focus is kept inside it), not on the page behind. Escape is
  // handled here too: the Dialog is not `dismissible`, so that it draws no close button of its own.
  useEffect(() => {
    const dialog = contentRef.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog || closing) return;
    const listener = (event: KeyboardEvent): void => onKeyDown(event);
    dialog.addEventListener('keydown', listener);
    return () => dialog.removeEventListener('keydown', listener);
  }, [closing]);

  // Touch swipe, by the carousel's rules (a quick 50 px stroke, or a slow one past a third of the
  // width): left goes forward, and its click is not a zone tap.
  const swipe = useRef<{ x: number; y: number; time: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>): void => {
    swiped.current = false;
    swipe.current =
      event.pointerType === 'mouse'
        ? null
        : { x: event.clientX, y: event.clientY, time: event.timeStamp };
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>): void => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const outcome = swipeOutcome({
      dx: event.clientX - start.x,
      dy: event.clientY - start.y,
      durationMs: event.timeStamp - start.time,
      width: event.currentTarget.clientWidth,
    });
    if (outcome !== 'next' && outcome !== 'previous') return;
    swiped.current = true;
    go(outcome === 'next' ? index + 1 : index - 1);
  };

  /** Click zones: the left half of the stage goes back, the right half forward. */
  const onStageClick = (event: ReactMouseEvent<HTMLDivElement>): void => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    if (count < 2 || !(event.target instanceof Element)) return;
    if (event.target.closest('button, a, iframe, .sr-lightbox-video, .sr-lightbox-message')) return;
    const width = window.innerWidth;
    const margin = width * CLICK_ZONE_MARGIN;
    if (event.clientX < margin || event.clientX > width - margin) return;
    go(event.clientX < width / 2 ? index - 1 : index + 1);
  };

  if (!item) return null;
  const caption = item.caption?.trim();
  const thumbnails = options.thumbnails === true && count > 1;
  const { speedS, controls } = readLightboxLook(options).look;

  return (
    <Dialog
      ariaLabel={options.label.trim() || lightboxStrings.defaultLabel}
      onClose={props.onRequestClose}
      dismissible={false}
      closing={closing}
      onExited={props.onExited}
      initialFocusRef={closeRef}
      className={`sr-lightbox sr-lightbox--${theme}`}
      overlayClassName={`sr-lightbox-overlay sr-lightbox-overlay--${theme}`}
    >
      <div
        ref={contentRef}
        className={`sr-lightbox-content${thumbnails ? ' sr-lightbox-content--thumbs' : ''}`}
        style={{ '--sr-lightbox-speed': `${speedS}s` } as CSSProperties}
      >
        <div className="sr-lightbox-toolbar">
          <p className="sr-lightbox-counter" aria-live="polite" aria-atomic="true">
            {count > 1 ? formatMessage(lightboxStrings.position, { index: index + 1, count }) : ''}
          </p>
          <button
            ref={closeRef}
            type="button"
            className="sr-lightbox-close"
            aria-label={lightboxStrings.close}
            onClick={props.onRequestClose}
          >
            <Icon path={CLOSE_PATH} />
          </button>
        </div>
        <div
          className="sr-lightbox-stage"
          onClick={onStageClick}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
        >
          {count > 1 && controls.previous && (
            <button
              type="button"
              className="sr-lightbox-arrow sr-lightbox-arrow--previous"
              aria-label={lightboxStrings.previous}
              onClick={() => go(index - 1)}
            >
              <Icon path={PREVIOUS_PATH} />
            </button>
          )}
          <figure className="sr-lightbox-figure" key={index}>
            {item.kind === 'image' ? <LightboxImage item={item} /> : <LightboxVideo item={item} />}
            {caption && <figcaption className="sr-lightbox-caption">{caption}</figcaption>}
          </figure>
          {count > 1 && controls.next && (
            <button
              type="button"
              className="sr-lightbox-arrow sr-lightbox-arrow--next"
              aria-label={lightboxStrings.next}
              onClick={() => go(index + 1)}
            >
              <Icon path={NEXT_PATH} />
            </button>
          )}
        </div>
        {thumbnails && (
          <div className="sr-lightbox-thumbs" role="group" aria-label={lightboxStrings.thumbnails}>
            {items.map((entry, position) => (
              <button
                // Items have no ids of their own; their order is fixed while open.
                key={position}
                type="button"
                className="sr-lightbox-thumb"
                aria-label={formatMessage(lightboxStrings.showItem, {
                  index: position + 1,
                  name:
                    nameOf(entry) ||
                    (entry.kind === 'image' ? lightboxStrings.image : lightboxStrings.video),
                })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
              >
                <Thumbnail item={entry} />
              </button>
            ))}
          </div>
        )}
      </div>
    </Dialog>
  );
}
