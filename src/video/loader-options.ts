// The video loader's options (widgets.md section 3: "Options: mode (none, fit, fill),
// forceAutoplay, inactive, load"; section 5: "Video mode must be none, fit, fill or null"). The
// spec names them without saying what each does; this is our reading, for a video shown as its
// thumbnail until it is played in place (a gallery's video slide, blocks/gallery/video-slide.ts):
// - `load` (default true): the play button goes over the thumbnail now; false leaves the slide as
//   the server drew it until the loader is told to load (the image loader's `load` likewise);
// - `inactive` (default false): the thumbnail shows without a play button, so the video cannot be
//   started from there (a slide that is not the current one of a strip);
// - `forceAutoplay` (default false): once loaded, the player replaces the thumbnail and starts
//   with no press, only while the visitor welcomes motion and no consent is waited for; else the
//   play button as usual.
import { VideoMode } from '../enums/media';
import { isRecord } from '../lib/coerce';
import { describeValue } from '../lib/parsed';

export interface VideoLoaderOptions {
  /** How the picture sits in its box; null: as the box has it. */
  mode: VideoMode | null;
  forceAutoplay: boolean;
  inactive: boolean;
  load: boolean;
}

export const VIDEO_LOADER_DEFAULTS: Readonly<VideoLoaderOptions> = Object.freeze({
  mode: null,
  forceAutoplay: false,
  inactive: false,
  load: true,
});

const FLAGS = ['forceAutoplay', 'inactive', 'load'] as const;

/**
 * The options given, each checked: a wrong one is left at its default and named in `problems`.
 * Anything that is not an object of options gives the defaults (and says so, unless nothing).
 */
export function readVideoLoaderOptions(raw: unknown): {
  options: VideoLoaderOptions;
  problems: string[];
} {
  const options: VideoLoaderOptions = { ...VIDEO_LOADER_DEFAULTS };
  const problems: string[] = [];
  if (raw === undefined || raw === null) return { options, problems };
  if (!isRecord(raw)) {
    return {
      options,
      problems: [`video loader options must be an object, got ${describeValue(raw)}`],
    };
  }
  const mode = raw.mode;
  if (VideoMode.has(mode)) options.mode = mode;
  else if (mode !== undefined && mode !== null) {
    problems.push(`video mode must be none, fit, fill or null, got ${describeValue(mode)}`);
  }
  for (const flag of FLAGS) {
    const value = raw[flag];
    if (typeof value === 'boolean') options[flag] = value;
    else if (value !== undefined) {
      problems.push(`video loader ${flag} must be true or false, got ${describeValue(value)}`);
    }
  }
  return { options, problems };
}
