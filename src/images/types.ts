import type { ImageSettings } from './image-settings';

/** One image and how to load it. */
export interface LoadableImage {
  image: HTMLImageElement;
  settings: ImageSettings;
}
