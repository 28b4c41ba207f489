import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_STRINGS, formatDuration } from '../../../../blocks/audio/attach-audio';
import { audioBlockDefinition } from '../../../../blocks/audio/definition';
import { readAudio } from '../../../../blocks/audio/read-audio';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { BlockSkip } from '../../../../src/runtime/types';
import { attachBlock } from '../../support/attach-block';

const EPISODE = 'block-demo-audio-episode';
const PLAIN = 'block-demo-audio-plain';

const mounted: Array<() => void> = [];
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()));

function mount(id: string) {
  const element = loadBlockFixture('audio', id);
  const result = attachBlock(audioBlockDefinition, element);
  mounted.push(result.unmount);
  return { element, ...result };
}

describe('audio block', () => {
  it('reads the embed: track, type, title, author, download, length, theme', () => {
    expect(readAudio(loadBlockFixture('audio', EPISODE))).toMatchObject({
      url: '/audio-sample.wav',
      mimeType: 'audio/wav',
      title: 'Episode 12: Bread at dawn',
      author: 'The Runtime Bakery',
      download: true,
      duration: 1000,
      theme: 'dark',
    });
    expect(readAudio(loadBlockFixture('audio', PLAIN))).toMatchObject({
      mimeType: '',
      author: '',
      download: false,
      duration: null,
      theme: 'light',
    });
  });

  it('draws a named player that fetches nothing before play, with its caption and download', () => {
    const { element } = mount(EPISODE);
    const audio = element.querySelector('audio') as HTMLAudioElement;
    expect(audio.controls).toBe(true);
    expect(audio.preload).toBe('none');
    expect(audio.getAttribute('aria-label')).toBe('Play Episode 12: Bread at dawn');
    expect(audio.querySelector('source')?.getAttribute('type')).toBe('audio/wav');
    expect(element.querySelector('figcaption')?.textContent).toBe(
      'Episode 12: Bread at dawn by The Runtime Bakery 0:01',
    );
    const download = element.querySelector('a') as HTMLAnchorElement;
    expect(download.textContent).toBe('Download “Episode 12: Bread at dawn”');
    expect(download.hasAttribute('download')).toBe(true);
    expect(element.querySelector('.sr-audio--dark')).not.toBeNull();
  });

  it('no download link unless asked for; unmount pauses and restores the empty embed', () => {
    const { element, container, serverHtml, unmount } = mount(PLAIN);
    expect(element.querySelector('a')).toBeNull();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
    unmount();
    mounted.pop();
    expect(pause).toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('a track address that is not http(s) or a site path is not played, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const url of ['javascript:alert(1)', 'data:audio/wav;base64,AAAA', 'ftp://x.org/a.mp3']) {
      const element = loadBlockFixture('audio', PLAIN);
      element.querySelector('.sqs-audio-embed')?.setAttribute('data-url', url);
      const { unmount } = attachBlock(audioBlockDefinition, element);
      expect(element.querySelector('audio')).toBeNull();
      expect(element.querySelector('.sr-audio__message')?.textContent).toBe(
        AUDIO_STRINGS.unplayable,
      );
      unmount();
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('a block without its embed or track is skipped with the reason', () => {
    const element = loadBlockFixture('audio', PLAIN);
    element.querySelector('.sqs-audio-embed')?.setAttribute('data-url', ' ');
    expect(() => readAudio(element)).toThrow(BlockSkip);
    element.querySelector('.sqs-audio-embed')?.remove();
    expect(() => readAudio(element)).toThrow(BlockSkip);
  });

  it('any embed data reads without throwing: text on one line, a length that is positive or none', () => {
    const element = loadBlockFixture('audio', EPISODE);
    const embed = element.querySelector('.sqs-audio-embed') as HTMLElement;
    fc.assert(
      fc.property(
        fc.record({
          title: fc.string(),
          mime: fc.string(),
          duration: fc.string(),
          url: fc.string({ minLength: 1 }),
        }),
        ({ title, mime, duration, url }) => {
          embed.setAttribute('data-title', title);
          embed.setAttribute('data-mime-type', mime);
          embed.setAttribute('data-duration-in-ms', duration);
          embed.setAttribute('data-url', `/${url}`);
          const data = readAudio(element);
          expect(data.title).toBe(data.title.replace(/\s+/g, ' ').trim());
          expect(data.mimeType === '' || data.mimeType.startsWith('audio/')).toBe(true);
          expect(data.duration === null || data.duration > 0).toBe(true);
          if (data.duration) expect(formatDuration(data.duration)).toMatch(/^(\d+:)?\d+:\d\d$/);
        },
      ),
    );
  });

  it('durations read as m:ss, or h:mm:ss from an hour', () => {
    expect(formatDuration(28_000)).toBe('0:28');
    expect(formatDuration(61_400)).toBe('1:01');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });
});
