import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { controllerNames, selectorFor } from '../../../src/runtime/controller-manager';
import { createRuntime } from '../../../src/runtime/runtime';
import type {
  ControllerDefinition,
  ControllerInfo,
  SiteRuntimeApi,
} from '../../../src/runtime/types';
import { packLoaderWithReact } from '../support/pack-loader';
import { runtimeReady } from '../support/runtime-ready';

let runtime: SiteRuntimeApi | null = null;

afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

async function start(options: Parameters<typeof createRuntime>[0]): Promise<SiteRuntimeApi> {
  const whenReady = runtimeReady();
  runtime = createRuntime({ packs: packLoaderWithReact(), ...options });
  runtime.init();
  await whenReady;
  return runtime;
}

/** controllers() without the live element, for comparing. */
function listed(api: SiteRuntimeApi): Array<Omit<ControllerInfo, 'element'>> {
  return api.controllers().map(({ element: _element, ...rest }) => rest);
}

/** A controller that marks its element, journaled, so destroy() must take the mark off. */
function marker(name: string, extra: Partial<ControllerDefinition> = {}): ControllerDefinition {
  return {
    name,
    priority: 'critical',
    attach: ({ element, server }) => {
      server.toggleClass(element, `has-${name}`, true);
    },
    ...extra,
  };
}

describe('controllerNames', () => {
  it('reads names separated by spaces or commas, once each', () => {
    expect(controllerNames('SyncHeader, AddScrollingClass,HeaderScroll  BodyMinHeight')).toEqual([
      'SyncHeader',
      'AddScrollingClass',
      'HeaderScroll',
      'BodyMinHeight',
    ]);
    expect(controllerNames(' Header Header, ')).toEqual(['Header']);
    expect(controllerNames(null)).toEqual([]);
  });

  it('never yields an empty name or one with a separator, whatever the attribute holds', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        for (const name of controllerNames(value)) expect(name).toMatch(/^[^\s,]+$/);
      }),
    );
  });
});

describe('selectorFor', () => {
  it('finds the element again, by id, body or a path of steps', () => {
    document.body.innerHTML =
      '<div id="a:b"><p></p><p><span></span></p></div><section><div></div><div><i></i></div></section>';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body, body *'))) {
      expect(document.querySelector(selectorFor(element))).toBe(element);
    }
    expect(selectorFor(document.body)).toBe('body');
  });
});

describe('controller registry', () => {
  it('runs one controller per name of a data-controller list, lists each, and skips unknown names quietly', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    document.body.innerHTML =
      '<header id="header" data-controller="Header, Unknown"></header><div data-controller="Folders"></div>';
    const api = await start({
      version: 'test',
      controllers: [marker('Header'), marker('Folders')],
    });
    expect(listed(api)).toEqual([
      { name: 'Header', selector: '#header', state: 'running', error: null },
      {
        name: 'Unknown',
        selector: '#header',
        state: 'skipped',
        error: 'No controller registered for "Unknown"',
      },
      { name: 'Folders', selector: 'body > div:nth-of-type(1)', state: 'running', error: null },
    ]);
    expect(document.getElementById('header')?.className).toBe('has-Header');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('lists a static controller with its reason and fetches nothing for it', async () => {
    document.body.innerHTML = '<body-part data-controller="BodyMinHeight"></body-part>';
    const attach = vi.fn();
    const api = await start({
      version: 'test',
      controllers: [{ name: 'BodyMinHeight', static: 'CSS min-height does it', attach }],
    });
    expect(listed(api)).toEqual([
      {
        name: 'BodyMinHeight',
        selector: 'body > body-part:nth-of-type(1)',
        state: 'static',
        error: 'CSS min-height does it',
      },
    ]);
    expect(attach).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script[data-sr-pack]')).toHaveLength(0);
  });

  it('restores a failing controller twice, then reports it; the others on the element run', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<nav id="nav" class="server" data-controller="Broken Fine"></nav>';
    const events: CustomEvent[] = [];
    document.addEventListener('site-runtime:controller-error', (e) =>
      events.push(e as CustomEvent),
    );
    let attempts = 0;
    const api = await start({
      version: 'test',
      controllers: [
        {
          name: 'Broken',
          priority: 'critical',
          attach: ({ element, server }) => {
            attempts += 1;
            server.setAttribute(element, 'aria-hidden', 'true');
            throw new Error('no menu');
          },
        },
        marker('Fine'),
      ],
    });
    expect(attempts).toBe(2);
    expect(api.controllers().map((c) => [c.name, c.state, c.error])).toEqual([
      ['Broken', 'failed', 'no menu'],
      ['Fine', 'running', null],
    ]);
    const nav = document.getElementById('nav') as HTMLElement;
    expect(nav.hasAttribute('aria-hidden')).toBe(false);
    expect(nav.className).toBe('server has-Fine');
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toMatchObject({ name: 'Broken', selector: '#nav', element: nav });
  });

  it('destroy() restores the server DOM; registerController after boot starts on elements already there', async () => {
    document.body.innerHTML = '<div id="a" data-controller="Late"></div>';
    const api = await start({ version: 'test' });
    expect(api.controllers()[0]).toMatchObject({ name: 'Late', state: 'skipped' });
    api.registerController(marker('Late'));
    await vi.waitFor(() => expect(api.controllers()[0]?.state).toBe('running'));
    expect(document.getElementById('a')?.className).toBe('has-Late');
    api.destroy();
    expect(document.getElementById('a')?.hasAttribute('class')).toBe(false);
    expect(api.controllers()).toEqual([]);
  });

  it('destroy() stops the latest mounted first: a block that journaled a controller’s change puts the server’s back', async () => {
    // The banner's controller takes a class off its picture; the image block that mounts after it
    // journals the picture's classes as it found them, and changes them too.
    document.body.innerHTML =
      '<div data-controller="Banner"><div class="sqs-block image-block" id="pic"><img class="banner-image loading" alt=""></div></div>';
    const before = document.body.innerHTML;
    const api = await start({
      version: 'test',
      controllers: [
        {
          name: 'Banner',
          priority: 'critical',
          attach: ({ element, server }) => {
            server.toggleClass(element.querySelector('img') as Element, 'banner-image', false);
          },
        },
      ],
      blocks: [
        {
          name: 'image',
          selector: '#pic',
          priority: 'idle',
          attach: ({ element, server }) => {
            server.toggleClass(element.querySelector('img') as Element, 'loading', false);
          },
        },
      ],
    });
    await vi.waitFor(() => expect(api.blocks()[0]?.state).toBe('mounted'));
    expect(document.querySelector('img')?.className).toBe('');
    api.destroy();
    expect(document.body.innerHTML).toBe(before);
  });

  it('starts controllers on elements added later and stops those of removed elements', async () => {
    document.body.innerHTML = '<main></main>';
    const cleanup = vi.fn();
    const api = await start({
      version: 'test',
      controllers: [marker('Toggle', { attach: () => cleanup })],
    });
    const late = document.createElement('button');
    late.setAttribute('data-controller', 'Toggle');
    document.querySelector('main')?.appendChild(late);
    await vi.waitFor(() => expect(api.controllers()[0]?.state).toBe('running'));
    late.remove();
    await vi.waitFor(() => expect(api.controllers()).toEqual([]));
    expect(cleanup).toHaveBeenCalledOnce();
  });

  it('runs a controller found by its selector on markup that names none', async () => {
    document.body.innerHTML = '<input type="checkbox" id="mobileNavToggle" class="nav-box">';
    const api = await start({
      version: 'test',
      controllers: [marker('CheckboxNav', { selector: 'input.nav-box' })],
    });
    expect(listed(api)).toEqual([
      { name: 'CheckboxNav', selector: '#mobileNavToggle', state: 'running', error: null },
    ]);
  });

  it('leaves controller names a block definition claims to blocks()', async () => {
    document.body.innerHTML =
      '<div id="g" data-controller="GalleryMasonry, Other"><p>server</p></div>';
    const api = await start({
      version: 'test',
      blocks: [
        {
          name: 'gallery-masonry',
          selector: '[data-controller~="GalleryMasonry,"]',
          controllers: ['GalleryMasonry'],
          priority: 'critical',
          attach: () => undefined,
        },
      ],
    });
    expect(api.blocks().map((b) => [b.id, b.type, b.state])).toEqual([
      ['g', 'gallery-masonry', 'mounted'],
    ]);
    expect(api.controllers().map((c) => c.name)).toEqual(['Other']);
  });

  it('refuses definitions that cannot work, with a clear log, and keeps the others', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-controller="Good"></div>';
    const api = await start({
      version: 'test',
      controllers: [
        { name: 'Two Names', attach: () => undefined },
        { name: 'Nothing' },
        marker('Good'),
      ],
    });
    expect(api.controllers().map((c) => [c.name, c.state])).toEqual([['Good', 'running']]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('Could not register controller "Two Names"'),
      expect.objectContaining({ message: 'Controller name "Two Names" has a space or a comma' }),
    );
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('Could not register controller "Nothing"'),
      expect.any(TypeError),
    );
  });
});
