import {
  cloneElement,
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { ensureStylesheet } from '../runtime/assets';
import { TOOLTIP_SHOW_DELAY_MS, TOOLTIP_WIDTH } from './constants';
import { tooltipPosition, type TooltipPosition } from './tooltip-position';
import * as dom from '../lib/dom';

/** The props the tooltip adds to (and chains with) its trigger element's own. */
interface TriggerProps {
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  /** Plain text. */
  content: string;
  /** One element that can take focus (a button or a link), described by the tooltip. */
  children: ReactElement<TriggerProps>;
}

/** Focus from Tab shows the tooltip at once; focus from a click waits for the hover delay. */
function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a DOM that cannot tell: err on the side of showing it
  }
}

function positionFor(trigger: HTMLElement): TooltipPosition {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  return tooltipPosition(trigger.getBoundingClientRect(), viewport);
}

/**
 * A tooltip (WAI-ARIA APG): shows after 1200 ms of hover or at once on keyboard focus; hides on
 * Escape, blur, pointer leave and scroll. It describes its trigger through aria-describedby, so
 * screen readers read it whether or not it is shown.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [position, setPosition] = useState<TooltipPosition | null>(null);
  /** The trigger under the pointer, while the show delay runs. */
  const [hovered, setHovered] = useState<HTMLElement | null>(null);

  useEffect(() => ensureStylesheet(), []);

  useEffect(() => {
    if (!hovered) return;
    const timer = window.setTimeout(() => setPosition(positionFor(hovered)), TOOLTIP_SHOW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hovered]);

  useEffect(() => {
    if (!position) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      // Escape only dismisses the tooltip: the dialog around it (if any) stays open.
      event.preventDefault();
      setHovered(null);
      setPosition(null);
    };
    const onScroll = (): void => {
      setHovered(null);
      setPosition(null);
    };
    dom.on(document, 'keydown', onKeyDown, true);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      dom.off(document, 'keydown', onKeyDown, true);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [position]);

  const hide = (): void => {
    setHovered(null);
    setPosition(null);
  };

  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': [own['aria-describedby'], id].filter(Boolean).join(' '),
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(event);
      setHovered(event.currentTarget);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (isKeyboardFocus(event.currentTarget)) setPosition(positionFor(event.currentTarget));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  });

  return (
    <>
      {trigger}
      <span
        id={id}
        role="tooltip"
        hidden={!position}
        className={position?.placement === 'above' ? 'sr-tooltip sr-tooltip--above' : 'sr-tooltip'}
        style={
          position ? { width: TOOLTIP_WIDTH, left: position.left, top: position.top } : undefined
        }
      >
        {content}
      </span>
    </>
  );
}
