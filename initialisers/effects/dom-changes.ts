// Every change the effects make to the page, undone by destroy(): classes they added (only
// those: the template's own later changes stay), attributes they set, and style properties set
// through the CSSOM (a strict CSP allows those; a style attribute's text would be blocked).
import { StyleJournal } from '../../src/images/style-journal';

export class DomChanges {
  private readonly classes = new Map<Element, Set<string>>();
  /** Elements that had no class attribute: it goes again once our classes are gone. */
  private readonly unclassed = new Set<Element>();
  private readonly attributes: Array<{ element: Element; name: string; value: string | null }> = [];
  readonly styles = new StyleJournal();

  addClass(element: Element, ...names: string[]): void {
    let added = this.classes.get(element);
    if (!added) {
      added = new Set();
      this.classes.set(element, added);
      if (!element.hasAttribute('class')) this.unclassed.add(element);
    }
    for (const name of names) {
      if (element.classList.contains(name)) continue;
      element.classList.add(name);
      added.add(name);
    }
  }

  removeClass(element: Element, name: string): void {
    if (this.classes.get(element)?.delete(name)) element.classList.remove(name);
  }

  setAttribute(element: Element, name: string, value: string): void {
    if (!this.attributes.some((saved) => saved.element === element && saved.name === name)) {
      this.attributes.push({ element, name, value: element.getAttribute(name) });
    }
    element.setAttribute(name, value);
  }

  restore(): void {
    for (const [element, names] of this.classes) {
      element.classList.remove(...names);
      if (this.unclassed.has(element) && element.classList.length === 0) {
        element.removeAttribute('class');
      }
    }
    this.unclassed.clear();
    for (const { element, name, value } of this.attributes.reverse()) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    this.classes.clear();
    this.attributes.length = 0;
    this.styles.restore();
  }
}
