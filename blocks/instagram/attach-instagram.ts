import { attachImage, imageLog, StyleJournal } from '../../src/images';
import { listenAsButton } from '../../src/lib/button-keys';
import { createLightboxLauncher, preloadLightbox } from '../../src/lightbox/launcher';
import { lightboxImageItem } from '../../src/lightbox/image-item';
import type { LightboxItem } from '../../src/lightbox/types';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import type { InstagramData, InstagramPost } from './read-instagram';
import './instagram.css';

/** Not in the spec: names of the block's openers and of its lightbox. */
export const INSTAGRAM_STRINGS = {
  post: 'Post {index} of {count}',
  postWithCaption: 'Post {index} of {count}: {caption}',
  lightbox: 'Instagram posts',
  reel: 'Instagram reel',
};

/** Captions are long: an opener's name keeps the first words, up to this many characters. */
const NAME_LENGTH = 80;

/** The caption's first words, cut at a word boundary. */
export function excerpt(caption: string, length = NAME_LENGTH): string {
  if (caption.length <= length) return caption;
  const cut = caption.slice(0, length + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut.slice(0, length)).trimEnd()}…`;
}

export function openerName(post: InstagramPost, index: number, count: number): string {
  const words = excerpt(post.caption);
  return (words ? INSTAGRAM_STRINGS.postWithCaption : INSTAGRAM_STRINGS.post)
    .replace('{index}', String(index + 1))
    .replace('{count}', String(count))
    .replace('{caption}', words);
}

export function lightboxItems(posts: readonly InstagramPost[]): LightboxItem[] {
  return posts.map((post): LightboxItem => {
    const caption = post.caption || undefined;
    const source = post.image?.settings.source ?? '';
    if (post.embedUrl) {
      return {
        kind: 'video',
        embedUrl: post.embedUrl,
        provider: 'Instagram',
        title: excerpt(post.caption) || INSTAGRAM_STRINGS.reel,
        ...(source ? { thumbnail: source } : {}),
        ...(caption ? { caption } : {}),
      };
    }
    const item = post.image ? lightboxImageItem(post.image) : null;
    return item
      ? { ...item, alt: excerpt(post.caption), ...(caption ? { caption } : {}) }
      : { kind: 'image', src: source, alt: excerpt(post.caption) };
  });
}

/** Instagram block (type 25): see ./index.ts. */
export function attachInstagram(props: BlockProps<InstagramData>): Cleanup {
  const { data, element, server, signal, loadPack } = props;
  const { posts } = data;
  const styles = new StyleJournal();
  const cleanups: Cleanup[] = [];
  server.toggleClass(element, 'sr-instagram', true);
  // The platform's own grid classes: the block's inline gutter rules name them.
  server.toggleClass(data.list, 'sqs-gallery-design-grid', true);
  styles.set(element, '--sr-instagram-per-row', String(data.perRow));
  styles.set(element, '--sr-instagram-ratio', String(data.ratio));
  styles.set(element, '--sr-instagram-gutter', `${data.gutter}px`);

  posts.forEach((post, index) => {
    server.toggleClass(post.slide, 'sqs-gallery-design-grid-slide', true);
    server.setAttribute(post.opener, 'aria-label', openerName(post, index, posts.length));
    if (data.lightbox) server.setAttribute(post.opener, 'aria-haspopup', 'dialog');
    // The server hides a reel's thumbnail until its own script fades it in.
    const overlay = post.slide.querySelector<HTMLElement>('.sqs-video-overlay');
    if (overlay) styles.set(overlay, 'opacity', '1');
    if (post.image) {
      // The opener's name says what the post is: a picture without alt text is decoration.
      if (!post.image.image.hasAttribute('alt')) server.setAttribute(post.image.image, 'alt', '');
      cleanups.push(
        attachImage(post.image.image, post.image.settings, { server, signal, log: imageLog }),
      );
    }
  });

  if (data.lightbox) {
    const launch = createLightboxLauncher({ loadPack, signal, log: imageLog });
    const items = lightboxItems(posts);
    const indexOf = (target: EventTarget | null): number =>
      target instanceof Element ? posts.findIndex((post) => post.opener.contains(target)) : -1;
    const open = (index: number) =>
      void launch({
        items,
        index,
        label: INSTAGRAM_STRINGS.lightbox,
        opener: posts[index]?.opener ?? null,
        theme: data.lightboxTheme,
      });
    data.list.addEventListener(
      'click',
      (event) => {
        const index = indexOf(event.target);
        if (index === -1) return;
        // An anchor's href is the full image: the lightbox shows it instead.
        event.preventDefault();
        open(index);
      },
      { signal },
    );
    listenAsButton(
      data.list,
      (event) => {
        const index = indexOf(event.target);
        return index === -1 ? null : index;
      },
      open,
      signal,
    );
    data.list.addEventListener('pointerover', () => preloadLightbox(loadPack), {
      signal,
      once: true,
    });
    data.list.addEventListener('focusin', () => preloadLightbox(loadPack), { signal, once: true });
  }

  return () => {
    cleanups.forEach((cleanup) => cleanup());
    styles.restore();
  };
}
