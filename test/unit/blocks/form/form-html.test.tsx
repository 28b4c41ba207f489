import { act, fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readFormBlock } from '../../../../blocks/form/read-form';
import { FormView } from '../../../../blocks/form/FormView';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { StoreContext } from '../../../../src/store/hooks';
import { createRuntimeStore } from '../../../../src/store/store';

// Issue 17, row 1: the success message and the disclaimer of a form come from block JSON (or the
// 7.1 form context) and are inserted as HTML; whatever they hold, only the allow-list's text and
// links reach the page.

const CONTACT_BLOCK = 'block-733d94d9d8dbb8092c16';

/** What an attacker who can write block JSON would put in a rich-text field. */
const HOSTILE =
  '<p class="note">Read our <a href="https://example.com/privacy" onclick="steal()">policy</a>' +
  ' or <a href="/terms">terms</a>.</p>' +
  '<img src="x" onerror="window.__hostile = 1">' +
  '<iframe src="https://other.example/frame"></iframe>' +
  '<meta http-equiv="refresh" content="0;url=https://other.example/">' +
  '<object data="https://other.example/x.swf"></object><embed src="https://other.example/x">' +
  '<base href="https://other.example/"><form action="https://other.example/"><input name="card">' +
  '</form><svg onload="steal()"></svg><script>steal()</script>' +
  '<a href="javascript:steal()">one</a> <a href=" JaVa&#x09;script:steal()">two</a> ' +
  '<a href="data:text/html,<script>steal()</script>">three</a> <a href="vbscript:x">four</a>' +
  '<div onmouseover="steal()" style="position:fixed" id="Static">hover</div>';

const FORBIDDEN = 'img, iframe, meta, object, embed, base, form, input, svg, script, style';

/** Every element under `root` carrying an event handler, a style or an id. */
function riskyAttributes(root: Element): string[] {
  return Array.from(root.querySelectorAll('*')).flatMap((element) =>
    Array.from(element.attributes)
      .map((attribute) => attribute.name)
      .filter((name) => name.startsWith('on') || name === 'style' || name === 'id')
      .map((name) => `${element.localName}[${name}]`),
  );
}

function expectInert(root: Element): void {
  expect(root.querySelectorAll(FORBIDDEN)).toHaveLength(0);
  expect(riskyAttributes(root)).toEqual([]);
  // Links keep only a web or relative target.
  expect(Array.from(root.querySelectorAll('a[href]'), (a) => a.getAttribute('href'))).toEqual([
    'https://example.com/privacy',
    '/terms',
  ]);
  // The text a visitor should read is all there.
  expect(root.querySelector('p.note')?.textContent).toBe('Read our policy or terms.');
}

/** The real contact form, its context carrying `html` as success message and disclaimer. */
function hostileContactBlock(html: string): HTMLElement {
  const block = loadBlockFixture('form-contact-7.1', CONTACT_BLOCK);
  const script = block.querySelector('script.sqs-form-block-context');
  const context = JSON.parse(script?.textContent ?? '') as Record<string, unknown>;
  context.formSubmissionMessage = { html };
  context.disclaimerMessage = { html };
  context.captchaEnabled = false;
  if (script) script.textContent = JSON.stringify(context);
  return block;
}

describe('HTML fields of a form (issue 17, row 1)', () => {
  it('inserts the disclaimer and the success message through the allow-list', async () => {
    const model = readFormBlock(hostileContactBlock(HOSTILE));
    document.body.innerHTML = '';
    const api = {
      getKey: vi.fn(() => Promise.resolve('key-1')),
      save: vi.fn(() => Promise.resolve()),
    };
    const { container } = render(
      <StoreContext.Provider value={createRuntimeStore()}>
        <FormView model={model} blockId="block-a" signal={new AbortController().signal} api={api} />
      </StoreContext.Provider>,
    );
    const disclaimer = container.querySelector('.sqs-form-disclaimer');
    expect(disclaimer).not.toBeNull();
    expectInert(disclaimer as Element);
    // Nothing of it went anywhere else in the form either.
    expect(container.querySelectorAll('iframe, img, meta, object, embed, base')).toHaveLength(0);

    const view = within(container);
    fireEvent.change(view.getByLabelText(/^Name/), { target: { value: 'Ada' } });
    fireEvent.change(view.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(view.getByLabelText(/^Message/), { target: { value: 'Hello' } });
    await act(async () => {
      fireEvent.submit(container.querySelector('form') as HTMLFormElement);
      await vi.waitFor(() => expect(api.save).toHaveBeenCalled());
    });
    const success = view.getByRole('status');
    expectInert(success);
    expect(container.querySelectorAll(FORBIDDEN)).toHaveLength(0);
  });
});
