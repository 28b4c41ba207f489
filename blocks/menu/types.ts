export type ContainerTag =
  'div' | 'section' | 'article' | 'aside' | 'nav' | 'header' | 'footer' | 'ul' | 'ol';

export type TabTag = 'div' | 'span' | 'button' | 'li';

/** A server element re-rendered as-is: tag, classes, id and data-* attributes. */
export interface ElementShell {
  tag: ContainerTag;
  className: string;
  attributes: Record<string, string>;
}

export interface MenuTabData {
  tag: TabTag;
  /** Server classes without the active class, which follows the selection. */
  className: string;
  /** Plain text: labels are never inserted as HTML. */
  label: string;
}

export interface MenuPanelData extends ElementShell {
  /** The menu's sections and items: platform-rendered HTML. */
  html: string;
  /** A panel with nothing focusable gets tabindex="0" so keyboard users can reach its text. */
  hasFocusable: boolean;
}

export interface MenuBlockData {
  /** Elements between `.sqs-block-content` and the menu root, outermost first. */
  wrappers: ElementShell[];
  /** The element holding the `.menu-select-labels`; null when the server drew none. */
  selector: (ElementShell & { tabs: MenuTabData[] }) | null;
  /** Whether the labels come before `.menus` in the server markup. */
  selectorFirst: boolean;
  menus: ElementShell;
  panels: MenuPanelData[];
  /** The menu shown first: the server's active label or menu, else the first. */
  initialIndex: number;
}
