// Style changes through the CSSOM, which a strict `style-src 'self'` allows (style attribute
// text would be blocked), undone on unmount like the ServerDom journal undoes attributes.

interface SavedProperty {
  value: string;
  priority: string;
}

export class StyleJournal {
  private readonly saved = new Map<HTMLElement, Map<string, SavedProperty>>();
  /** Elements that had no style attribute: it goes again once their properties are back. */
  private readonly unstyled = new Set<HTMLElement>();

  set(element: HTMLElement, property: string, value: string): void {
    let properties = this.saved.get(element);
    if (!properties) {
      properties = new Map();
      this.saved.set(element, properties);
      if (!element.hasAttribute('style')) this.unstyled.add(element);
    }
    if (!properties.has(property)) {
      properties.set(property, {
        value: element.style.getPropertyValue(property),
        priority: element.style.getPropertyPriority(property),
      });
    }
    element.style.setProperty(property, value);
  }

  restore(): void {
    for (const [element, properties] of this.saved) {
      for (const [property, { value, priority }] of properties) {
        if (value === '') element.style.removeProperty(property);
        else element.style.setProperty(property, value, priority);
      }
      if (this.unstyled.has(element) && element.style.length === 0) {
        element.removeAttribute('style');
      }
    }
    this.saved.clear();
    this.unstyled.clear();
  }
}
