// Style changes through the CSSOM, which a strict `style-src 'self'` allows (style attribute
// text would be blocked), undone on unmount like the ServerDom journal undoes attributes.

interface ServedProperty {
  value: string;
  priority: string;
  /** The journals that wrote this property and have not restored it yet. */
  writers: Set<StyleJournal>;
}

interface ServedStyle {
  /** The element had no style attribute: it goes again once every property is back. */
  unstyled: boolean;
  properties: Map<string, ServedProperty>;
}

const SERVED_STYLES = Symbol.for('site-runtime:served-styles');

/**
 * What the server sent, shared by every journal, in the core and in every pack (each bundles its
 * own copy of this file, hence the registered symbol): two journals may write to one element (the
 * core's reserved box, then the pack's layout) and destroy() may restore them in either order. A
 * property goes back to the served value when the last journal that wrote it restores; until then
 * the other journal's write stands.
 */
const served: WeakMap<HTMLElement, ServedStyle> = ((globalThis as Record<symbol, unknown>)[
  SERVED_STYLES
] ??= new WeakMap()) as WeakMap<HTMLElement, ServedStyle>;

export class StyleJournal {
  private readonly touched = new Map<HTMLElement, Set<string>>();

  set(element: HTMLElement, property: string, value: string): void {
    let style = served.get(element);
    if (!style) {
      style = { unstyled: !element.hasAttribute('style'), properties: new Map() };
      served.set(element, style);
    }
    let record = style.properties.get(property);
    if (!record) {
      record = {
        value: element.style.getPropertyValue(property),
        priority: element.style.getPropertyPriority(property),
        writers: new Set(),
      };
      style.properties.set(property, record);
    }
    record.writers.add(this);
    let properties = this.touched.get(element);
    if (!properties) {
      properties = new Set();
      this.touched.set(element, properties);
    }
    properties.add(property);
    element.style.setProperty(property, value);
  }

  restore(): void {
    for (const [element, properties] of this.touched) {
      const style = served.get(element);
      if (!style) continue;
      for (const property of properties) {
        const record = style.properties.get(property);
        if (!record) continue;
        record.writers.delete(this);
        if (record.writers.size > 0) continue;
        style.properties.delete(property);
        if (record.value === '') element.style.removeProperty(property);
        else element.style.setProperty(property, record.value, record.priority);
      }
      if (style.properties.size === 0) served.delete(element);
      // Whoever empties the style last takes the attribute away, journal or not. Chromium writes
      // CSSOM changes into the attribute lazily, on its next read: read it first, or that late
      // write brings back an empty `style=""` after the removal.
      if (style.unstyled && element.style.length === 0) {
        element.getAttribute('style');
        element.removeAttribute('style');
      }
    }
    this.touched.clear();
  }
}
