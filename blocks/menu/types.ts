export interface MenuBlockData {
  /** The element holding the tab labels; null when the server drew none (a single menu). */
  selector: HTMLElement | null;
  /** The `.menu-select-labels`, one per menu, in order. */
  labels: HTMLElement[];
  /** The `.menus` element. */
  menus: HTMLElement;
  /** Its element children: one menu each. */
  panels: HTMLElement[];
  /** The menu shown first: the server's active label or menu, else the first. */
  initialIndex: number;
}
