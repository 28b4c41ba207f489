import { beforeEach, describe, expect, it } from 'vitest';
import {
  GENERATED_LABEL_ID,
  hasServerContent,
  takeServerContent,
} from '../../../../initialisers/popup-overlay/server-content';

const MARKUP =
  '<h3>Spring menu</h3><p>Now serving.</p><a class="sqs-popup-overlay-close" href="#">Close</a>';

let source: HTMLElement;
let holder: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `<div class="sqs-popup-overlay" hidden>${MARKUP}</div><div id="holder"></div>`;
  source = document.querySelector('.sqs-popup-overlay') as HTMLElement;
  holder = document.getElementById('holder') as HTMLElement;
});

describe('the overlay’s server content', () => {
  it('changes nothing on the page until it is moved into the dialog', () => {
    const content = takeServerContent(source);
    expect(content.labelId).toBe(GENERATED_LABEL_ID);
    expect(source.innerHTML).toBe(MARKUP);
  });

  it('moves in with a heading id and the close link hidden, and goes back exactly', () => {
    const content = takeServerContent(source);
    content.moveInto(holder);
    expect(source.childNodes).toHaveLength(0);
    expect(holder.querySelector('h3')?.id).toBe(GENERATED_LABEL_ID);
    expect(holder.querySelector<HTMLElement>('.sqs-popup-overlay-close')?.hidden).toBe(true);

    content.restore();
    expect(holder.childNodes).toHaveLength(0);
    expect(source.innerHTML).toBe(MARKUP);
  });

  it('uses the heading’s own id, and keeps a close link that was hidden hidden', () => {
    source.querySelector('h3')?.setAttribute('id', 'menu-title');
    source.querySelector<HTMLElement>('.sqs-popup-overlay-close')?.setAttribute('hidden', '');
    const before = source.innerHTML;
    const content = takeServerContent(source);
    expect(content.labelId).toBe('menu-title');
    content.moveInto(holder);
    content.restore();
    expect(source.innerHTML).toBe(before);
  });

  it('has no label without a heading, and knows when there is nothing to show', () => {
    source.querySelector('h3')?.remove();
    expect(takeServerContent(source).labelId).toBeNull();
    expect(hasServerContent(source)).toBe(true);
    source.innerHTML = '  \n ';
    expect(hasServerContent(source)).toBe(false);
    source.textContent = 'Just text';
    expect(hasServerContent(source)).toBe(true);
  });
});
