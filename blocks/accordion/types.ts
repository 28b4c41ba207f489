/** One `li.accordion-item` of the server markup, by its parts. */
export interface AccordionItemParts {
  item: HTMLElement;
  /** `.accordion-item__title-wrapper`: an h1-h6, or a div the block gives role="heading". */
  heading: HTMLElement | null;
  /** `.accordion-item__click-target`: a button on real pages; anything else gets role="button". */
  button: HTMLElement;
  /** `.accordion-item__dropdown`: the panel that opens and closes. */
  dropdown: HTMLElement;
  /** `.accordion-icon-container`: the decorative plus or arrow, told whether it is open. */
  icon: HTMLElement | null;
}

export interface AccordionData {
  allowMultipleOpen: boolean;
  expandFirstItem: boolean;
  /** The `ul.accordion-items-container`. */
  list: HTMLElement;
  items: AccordionItemParts[];
}
