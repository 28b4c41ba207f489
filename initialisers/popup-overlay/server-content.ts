// The overlay's content is platform HTML the server put in the page inside `.sqs-popup-overlay`
// (its title, text, a sign-up form or a call-to-action link). The runtime moves those nodes into
// its dialog while it is open and puts them back afterwards: forms and blocks inside keep their
// state and listeners, and nothing is copied or parsed again.
import { SERVER_CLOSE_SELECTOR } from './constants';

export interface ServerContent {
  /** Id of the content's first heading, which names the dialog; null when there is none. */
  labelId: string | null;
  moveInto: (holder: HTMLElement) => void;
  /** Puts the nodes back where they were and undoes every attribute change. */
  restore: () => void;
}

/** Given to a heading that has no id of its own, for the duration of the dialog. */
export const GENERATED_LABEL_ID = 'sr-popup-overlay-title';

/** True when the element holds something to show (an element, or text other than spaces). */
export function hasServerContent(source: Element): boolean {
  return source.children.length > 0 || (source.textContent ?? '').trim() !== '';
}

export function takeServerContent(source: HTMLElement): ServerContent {
  const heading = source.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  const addsId = heading !== null && heading.id === '';
  let moved: ChildNode[] = [];
  let hiddenCloseLinks: Array<{ link: HTMLElement; wasHidden: boolean }> = [];

  // Nothing changes on the page until moveInto: a dialog removed before it ever rendered leaves
  // the server's markup exactly as it was.
  return {
    labelId: heading ? heading.id || GENERATED_LABEL_ID : null,
    moveInto(holder) {
      if (heading && addsId) heading.id = GENERATED_LABEL_ID;
      hiddenCloseLinks = Array.from(
        source.querySelectorAll<HTMLElement>(SERVER_CLOSE_SELECTOR),
      ).map((link) => ({ link, wasHidden: link.hidden }));
      for (const { link } of hiddenCloseLinks) link.hidden = true;
      moved = Array.from(source.childNodes);
      holder.append(...moved);
    },
    restore() {
      source.append(...moved);
      moved = [];
      for (const { link, wasHidden } of hiddenCloseLinks) link.hidden = wasHidden;
      hiddenCloseLinks = [];
      if (heading && addsId) heading.removeAttribute('id');
    },
  };
}
