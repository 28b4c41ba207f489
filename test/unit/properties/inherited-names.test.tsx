import { act, fireEvent, render, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { FormView } from '../../../blocks/form/FormView';
import { partLabel } from '../../../blocks/form/part-labels';
import { readFormBlock } from '../../../blocks/form/read-form';
import { submittedForm } from '../../../blocks/form/field-values';
import { aspectRatioOf } from '../../../src/lib/gallery-aspect';
import type { ShapeData } from '../../../blocks/shape/read-shape';
import { paletteColours } from '../../../blocks/chart/palettes';
import { shapeSvg } from '../../../blocks/shape/attach-shape';
import { networkName } from '../../../blocks/social-links/networks';
import { readHighlight } from '../../../initialisers/effects/text-attributes';
import { summaryLayoutOf } from '../../../blocks/summary/read-summary';
import { loadBlockFixture } from '../../../fixtures/blocks/load-block-fixture';
import { formatMessage } from '../../../src/i18n/strings';
import { sectionAspectRatio } from '../../../src/lib/section-props';
import { readFieldErrors } from '../../../src/request/failure-message';
import { StoreContext } from '../../../src/store/hooks';
import { createRuntimeStore } from '../../../src/store/store';
import { mockLogger } from '../support/mock-logger';

// Issue 17, row 8: names from markup (a design, an aspect ratio, a field id, a part of a field)
// index tables. A name that is a property of every object (`constructor`, `__proto__`,
// `toString`…) must read as unknown, never as the function or object every object inherits.

/** A shape as the reader gives it; only its name changes below. */
const SHAPE = {
  shape: 'rectangle',
  aspect: 100,
  stretched: false,
  dropShadow: null,
  blendMode: null,
} as unknown as ShapeData;

const INHERITED = Object.getOwnPropertyNames(Object.prototype);
const inheritedName = fc.constantFrom(...INHERITED);

describe('names from markup that every object inherits (issue 17, row 8)', () => {
  it('are no design, aspect ratio or part label', () => {
    const log = mockLogger();
    fc.assert(
      fc.property(inheritedName, (name) => {
        expect(summaryLayoutOf(name)).toBeUndefined();
        expect(aspectRatioOf({ 'aspect-ratio': name })).toBeNull();
        expect(sectionAspectRatio(name, 'GalleryGrid section s', log)).toBeNull();
        const model = readFormBlock(
          loadBlockFixture('form-block-7.0', 'block-yui_3_17_2_1_1600000000000_2000'),
        );
        const address = model.fields.find((field) => field.type === 'address');
        const time = model.fields.find((field) => field.type === 'time');
        for (const field of [address, time]) {
          if (field) expect(partLabel(field, name, model)).toBe(name);
        }
        expect(formatMessage(`{${name}}`, {})).toBe(`{${name}}`);
      }),
    );
  });

  it('are no social network, chart palette, shape or highlight shape', () => {
    fc.assert(
      fc.property(inheritedName, (name) => {
        const link = document.createElement('a');
        link.className = name;
        link.href = `https://${name.toLowerCase()}.example/me`;
        // Neither its class nor a host named like that is a network: the host is said instead.
        expect(networkName(link)).toBe(`${name.toLowerCase()}.example`);
        expect(paletteColours(name)).toEqual(paletteColours('default'));
        const rectangle = shapeSvg({ ...SHAPE, shape: 'rectangle' }).querySelector('path');
        const named = shapeSvg({ ...SHAPE, shape: name }).querySelector('path');
        expect(named?.getAttribute('d')).toBe(rectangle?.getAttribute('d'));
        expect(readHighlight({ id: 'h1', shape: name })?.shape).toBe('wave');
      }),
    );
  });

  it('keep their value as own keys: a server error map, a submitted form', () => {
    const errors = readFieldErrors({
      errors: JSON.parse('{"__proto__": "Bad", "constructor": "Worse"}'),
    });
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.entries(errors)).toEqual([
      ['__proto__', 'Bad'],
      ['constructor', 'Worse'],
    ]);
  });

  it('are field ids like any other: no error shown, typed values kept and sent', async () => {
    const block = loadBlockFixture('form-contact-7.1', 'block-733d94d9d8dbb8092c16');
    const script = block.querySelector('script.sqs-form-block-context');
    const context = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    const ids = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
    context.formFields = ids.map((id) => ({
      type: 'text',
      id,
      title: `Field ${id}`,
      required: true,
    }));
    context.captchaEnabled = false;
    if (script) script.textContent = JSON.stringify(context);
    const model = readFormBlock(block);
    document.body.innerHTML = '';
    const save = vi.fn((_submission: { form: Record<string, unknown> }) => Promise.resolve());
    const api = { getKey: () => Promise.resolve('key-1'), save };
    const { container } = render(
      <StoreContext.Provider value={createRuntimeStore()}>
        <FormView
          model={model}
          blockId="block-inherited"
          signal={new AbortController().signal}
          api={api}
        />
      </StoreContext.Provider>,
    );
    const view = within(container);
    // No field shows an error before anything was sent.
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    for (const id of ids) {
      const input = view.getByLabelText(new RegExp(`^Field ${id}`)) as HTMLInputElement;
      expect(input.value, id).toBe('');
      fireEvent.change(input, { target: { value: `typed ${id}` } });
      expect(input.value, id).toBe(`typed ${id}`);
    }
    await act(async () => {
      fireEvent.submit(container.querySelector('form') as HTMLFormElement);
      await vi.waitFor(() => expect(save).toHaveBeenCalled());
    });
    const sent = save.mock.calls[0]?.[0].form ?? {};
    expect(Object.entries(sent)).toEqual(ids.map((id) => [id, `typed ${id}`]));
    expect(Object.keys(submittedForm(model, {}))).toEqual(ids);
  });
});
