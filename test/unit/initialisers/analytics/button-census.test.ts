import { describe, expect, it, vi } from 'vitest';
import { readButtonTracking, watchButtons } from '../../../../initialisers/analytics/button-census';

function render(html: string): void {
  document.body.innerHTML = html;
}

describe('readButtonTracking', () => {
  it('reads a button block as the platform renders it', () => {
    render(`
      <div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-yui_1">
        <div class="sqs-block-content">
          <div class="sqs-block-button-container sqs-block-button-container--right"
               data-alignment="right" data-button-size="small">
            <a href="/contact" target="_blank"
               class="sqs-block-button-element--small sqs-block-button-element">
              Contact
              us
            </a>
          </div>
        </div>
      </div>`);
    expect(readButtonTracking(document.querySelector('a') as Element)).toEqual({
      id: 'block-yui_1',
      buttonText: 'Contact us',
      clickthroughUrl: '/contact',
      alignment: 'right',
      size: 'small',
      newWindow: true,
      context: 'button-block',
    });
  });

  it('falls back to the classes, and to empty values, when attributes are missing', () => {
    render(`
      <div class="sqs-block image-block sqs-block-image" id="block-img">
        <div class="sqs-block-button-container sqs-block-button-container--left">
          <a class="sqs-block-button-element--large sqs-block-button-element">Shop</a>
        </div>
      </div>
      <p><a class="sqs-block-button-element" id="loose">Loose</a></p>`);
    const [inImage, loose] = Array.from(document.querySelectorAll('a'));
    expect(readButtonTracking(inImage as Element)).toMatchObject({
      id: 'block-img',
      clickthroughUrl: '',
      alignment: 'left',
      size: 'large',
      newWindow: false,
      context: 'image-block',
    });
    expect(readButtonTracking(loose as Element)).toEqual({
      id: 'loose',
      buttonText: 'Loose',
      clickthroughUrl: '',
      alignment: '',
      size: '',
      newWindow: false,
      context: 'page',
    });
  });

  it('reads the markup variants templates draw: class order, wrappers, attributes over classes', () => {
    render(`
      <div class="sqs-block sqs-block-button button-block" id="block-reordered">
        <div class="theme-button-wrapper-of-the-template sqs-block-button-container sqs-block-button-container-- sqs-block-button-container--right">
          <a class="sqs-block-button-element sqs-block-button-element--">Reordered</a>
        </div>
      </div>
      <div class="sqs-block website-component-block button-block" id="block-2026">
        <div class="sqs-block-button-container sqs-block-button-container--center"
             data-alignment="left" data-button-size="small">
          <span class="icon-wrapper"><a class="sqs-block-button-element--large sqs-block-button-element">2026</a></span>
        </div>
      </div>
      <div class="sqs-block" id="block-plain"><a class="sqs-block-button-element">Plain</a></div>
      <p><a class="sqs-block-button-element">No id</a></p>`);
    const buttons = Array.from(document.querySelectorAll('a'));
    expect(buttons).toHaveLength(4);
    expect(buttons.map((button) => readButtonTracking(button))).toEqual([
      expect.objectContaining({
        id: 'block-reordered',
        alignment: 'right',
        size: '',
        context: 'button-block',
      }),
      expect.objectContaining({
        id: 'block-2026',
        alignment: 'left',
        size: 'small',
        context: 'button-block',
      }),
      expect.objectContaining({ id: 'block-plain', alignment: '', context: 'block' }),
      expect.objectContaining({ id: '', alignment: '', size: '', context: 'page' }),
    ]);
  });

  it('reads a button that is not in the page (a script passes its own element)', () => {
    const detached = document.createElement('a');
    detached.className = 'sqs-block-button-element--small sqs-block-button-element';
    detached.textContent = 'Detached';
    expect(readButtonTracking(detached)).toEqual({
      id: '',
      buttonText: 'Detached',
      clickthroughUrl: '',
      alignment: '',
      size: 'small',
      newWindow: false,
      context: 'page',
    });
  });

  it('cuts very long button text', () => {
    render(`<a class="sqs-block-button-element">${'word '.repeat(100)}</a>`);
    expect(readButtonTracking(document.querySelector('a') as Element).buttonText).toHaveLength(200);
  });
});

describe('watchButtons', () => {
  it('finds buttons now and later (also nested in an added block), until the signal aborts', async () => {
    render('<a class="sqs-block-button-element" id="first">First</a>');
    const onRender = vi.fn();
    const onClick = vi.fn();
    const controller = new AbortController();
    watchButtons({ doc: document, signal: controller.signal, onRender, onClick });
    expect(onRender.mock.calls.map(([button]) => (button as Element).id)).toEqual(['first']);

    const block = document.createElement('div');
    block.innerHTML = '<div><a class="sqs-block-button-element" id="nested">Nested</a></div>';
    document.body.append(block);
    await vi.waitFor(() => expect(onRender).toHaveBeenCalledTimes(2));
    expect((onRender.mock.calls[1]?.[0] as Element).id).toBe('nested');

    (document.getElementById('nested') as HTMLElement).click();
    expect(onClick).toHaveBeenCalledWith(document.getElementById('nested'));

    controller.abort();
    document.body.append(
      Object.assign(document.createElement('a'), {
        className: 'sqs-block-button-element',
      }),
    );
    (document.getElementById('first') as HTMLElement).click();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onRender).toHaveBeenCalledTimes(2);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('finds a button added on its own, and reports clicks on buttons only', async () => {
    render('<p id="text">Text</p>');
    const onRender = vi.fn();
    const onClick = vi.fn();
    const controller = new AbortController();
    watchButtons({ doc: document, signal: controller.signal, onRender, onClick });
    const button = Object.assign(document.createElement('a'), {
      className: 'sqs-block-button-element',
      id: 'added',
    });
    document.body.append(button);
    await vi.waitFor(() => expect(onRender).toHaveBeenCalledWith(button));

    (document.getElementById('text') as HTMLElement).click();
    document.dispatchEvent(new MouseEvent('click'));
    expect(onClick).not.toHaveBeenCalled();
    button.click();
    expect(onClick.mock.calls).toEqual([[button]]);
    controller.abort();
  });

  it('does nothing with an aborted signal', () => {
    render('<a class="sqs-block-button-element">First</a>');
    const onRender = vi.fn();
    const controller = new AbortController();
    controller.abort();
    watchButtons({ doc: document, signal: controller.signal, onRender, onClick: vi.fn() });
    expect(onRender).not.toHaveBeenCalled();
  });
});
