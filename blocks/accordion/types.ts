import type { CSSProperties } from 'react';

/** How the server drew one element: its classes and inline style, kept so template CSS applies. */
export interface ServerPresentation {
  className: string;
  style: CSSProperties;
}

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'div';

export interface AccordionHeading extends ServerPresentation {
  tag: HeadingTag;
  /** The level announced to assistive technology (the server's aria-level, else the tag's). */
  level: number;
  /** Whether to render role="heading" + aria-level, as the server did (always for a div). */
  explicitRole: boolean;
}

export interface AccordionItemData {
  item: ServerPresentation;
  topDivider: ServerPresentation | null;
  heading: AccordionHeading;
  button: ServerPresentation;
  /** Plain text: titles are never inserted as HTML. */
  title: ServerPresentation & { text: string };
  /** The decorative plus/arrow icon; its markup is platform-rendered. */
  icon: (ServerPresentation & { html: string }) | null;
  dropdown: ServerPresentation;
  /** Platform-rendered rich text, inserted as HTML. */
  description: ServerPresentation & { html: string };
  bottomDivider: ServerPresentation | null;
}

export interface AccordionData {
  allowMultipleOpen: boolean;
  expandFirstItem: boolean;
  /** The `ul.accordion-items-container`: classes plus every data-* attribute (template CSS keys off them). */
  list: ServerPresentation & { dataAttributes: Record<string, string> };
  items: AccordionItemData[];
}
