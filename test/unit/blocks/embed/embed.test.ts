import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../../fixtures/api';
import { readBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { EMBED_STRINGS } from '../../../../blocks/embed/attach-embed';
import { embedBlockDefinition } from '../../../../blocks/embed/definition';
import { embedHosts, FRAME_SANDBOX, needsFrame } from '../../../../blocks/embed/embed-frame';
import { readEmbed } from '../../../../blocks/embed/read-embed';
import { updateSlice } from '../../../../src/store/store';
import { attachBlock } from '../../support/attach-block';
import { forgetRuntime, runtimeWithConsent } from '../../support/runtime-with-consent';
import { disableFrameLoading } from '../../support/no-frame-loading';
import { serveFakeApi } from '../../fixtures/serve-fake-api';

serveFakeApi();
beforeAll(disableFrameLoading);

const TIKTOK = 'block-yui_3_17_2_1_1662127741950_2163';

/** The real TikTok block with its content taken out: the platform renders it on request. */
function emptyTikTok(): HTMLElement {
  document.body.innerHTML = readBlockFixture('embed');
  const element = document.getElementById(TIKTOK) as HTMLElement;
  (element.querySelector('.sqs-block-content') as HTMLElement).replaceChildren();
  return element;
}

const mounted: Array<() => void> = [];
function mount(element: HTMLElement) {
  const result = attachBlock(embedBlockDefinition, element);
  mounted.push(result.unmount);
  return result;
}

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  forgetRuntime();
});

describe('embed block', () => {
  it('reads the real TikTok block: drawn by the server, its html sent back as the value', () => {
    document.body.innerHTML = readBlockFixture('embed');
    const data = readEmbed(document.getElementById(TIKTOK) as HTMLElement);
    expect(data.drawn).toBe(true);
    expect(String(data.json.html)).toContain('tiktok-embed');
    expect(needsFrame(String(data.json.html))).toBe(true);
    expect(embedHosts(String(data.json.html))).toEqual(['www.tiktok.com']);
  });

  it('drawn: links kept safe and said to open a new tab; the served script is not run', () => {
    runtimeWithConsent(false, null);
    document.body.innerHTML = readBlockFixture('embed');
    const element = document.getElementById(TIKTOK) as HTMLElement;
    const { container, serverHtml, unmount } = mount(element);
    const links = Array.from(element.querySelectorAll('a'));
    expect(links.length).toBe(4);
    for (const link of links) expect(link.rel).toBe('noopener');
    expect(element.querySelector('.sr-consent')).toBeNull();
    unmount();
    mounted.pop();
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('empty: asks GetWidgetRendering for type 22 with its id and data', async () => {
    runtimeWithConsent(false, null);
    const element = emptyTikTok();
    mount(element);
    await vi.waitFor(() => expect(element.querySelector('iframe')).not.toBeNull());
    const [call] = requests().filter((r) => r.path === '/api/widget/GetWidgetRendering');
    const widget = JSON.parse((call?.body as { widgetJSON: string }).widgetJSON) as Record<
      string,
      unknown
    >;
    expect(widget).toMatchObject({ type: 22, id: TIKTOK });
    expect(String((widget.value as Record<string, unknown>).html)).toContain('tiktok-embed');
    const frame = element.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame.title).toBe('Embedded content from another site');
    expect(frame.srcdoc).toContain('tiktok-embed');
    // Nothing of the rendering went into the page but through the frame.
    expect(element.querySelector('script')).toBeNull();
  });

  it('empty, restrictive policy: the sanitised text and a card first; the frame after consent', async () => {
    const store = runtimeWithConsent(true, false);
    const element = emptyTikTok();
    mount(element);
    await vi.waitFor(() => expect(element.querySelector('.sr-consent')).not.toBeNull());
    expect(element.querySelector('.sr-embed__text')?.textContent).toContain('chicken bacon ranch');
    expect(element.querySelector('.sr-consent__text')?.textContent).toContain('www.tiktok.com');
    expect(element.querySelector('iframe, script, blockquote[style]')).toBeNull();
    updateSlice(store, 'consent', { accepted: true });
    expect(element.querySelector('iframe')).not.toBeNull();
    expect(element.querySelector('.sr-consent')).toBeNull();
  });

  it('a rendering with text only goes through the sanitiser, without a frame', async () => {
    runtimeWithConsent(false, null);
    document.body.innerHTML =
      '<div class="sqs-block embed-block" data-block-type="22" id="e1"><div class="sqs-block-content"></div></div>';
    const element = document.getElementById('e1') as HTMLElement;
    element.setAttribute(
      'data-block-json',
      JSON.stringify({ html: '<p onclick="steal()">Hi <a href="javascript:x()">there</a></p>' }),
    );
    mount(element);
    await vi.waitFor(() => expect(element.querySelector('.sr-embed__text p')).not.toBeNull());
    const paragraph = element.querySelector('.sr-embed__text p') as HTMLElement;
    expect(paragraph.hasAttribute('onclick')).toBe(false);
    expect(paragraph.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(element.querySelector('iframe')).toBeNull();
  });

  it('a failed rendering: the system-error event, a note with Try again, then the embed', async () => {
    runtimeWithConsent(false, null);
    setFault({ path: '/api/widget/GetWidgetRendering', fault: 500, times: 1 });
    const events: Event[] = [];
    document.addEventListener('site-runtime:system-error', (event) => events.push(event));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = emptyTikTok();
    mount(element);
    await vi.waitFor(() => expect(element.querySelector('.sr-embed__retry')).not.toBeNull());
    expect(element.querySelector('.sr-embed__status')?.textContent).toBe(
      `${EMBED_STRINGS.failed} ${EMBED_STRINGS.retry}`,
    );
    expect(events).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    (element.querySelector('.sr-embed__retry') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(element.querySelector('iframe')).not.toBeNull());
  });
});
